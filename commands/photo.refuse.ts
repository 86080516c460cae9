import { cameraCommand } from './photo-camera.ts';
import { refusePhoto } from '../src/client/actions/photos/photo-camera.ts';

export default cameraCommand('photo.refuse', 'Foto weggooien', 'photo.preview', refusePhoto, ['weggooien', 'opnieuw']);
