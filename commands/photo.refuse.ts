import { cameraCommand } from './support/photo-camera.ts';

export default cameraCommand('photo.refuse', 'Foto weggooien', 'photo.preview', (app) => app.camera.refuse(), ['weggooien', 'opnieuw']);
