import { cameraCommand } from './support/photo-camera.ts';

export default cameraCommand('photo.take', 'Foto maken', 'photo.live', (app) => app.camera.take(), ['maken', 'nemen']);
