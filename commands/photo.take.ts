import { cameraCommand } from './photo-camera.ts';
import { takePhoto } from '../src/client/actions/photos/photo-camera.ts';

export default cameraCommand('photo.take', 'Foto maken', 'photo.live', takePhoto, ['maken', 'nemen']);
