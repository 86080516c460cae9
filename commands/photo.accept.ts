import { cameraCommand } from './support/photo-camera.ts';

export default cameraCommand('photo.accept', 'Foto bewaren', 'photo.preview', (app) => app.camera.accept(), ['bewaren', 'opslaan', 'houden']);
