import { cameraCommand } from './photo-camera.ts';
import { acceptPhoto } from '../src/client/actions/photos/photo-camera.ts';

export default cameraCommand('photo.accept', 'Foto bewaren', 'photo.preview', acceptPhoto, ['bewaren', 'opslaan', 'houden']);
