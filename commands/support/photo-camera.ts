// The photo screen's camera keys (spec §2 camera): space takes, Enter keeps, Escape drops; each only in the
// camera state it applies to (photo.live, photo.preview).
import { defineCommand } from './define-command.ts';
import type { WhenFlag } from '../../src/shared/commands/when-flags.ts';
import type { AppServices } from '../../src/client/commands/types.ts';

export const cameraCommand = (id: string, title: string, state: WhenFlag & `photo.${string}`, act: (app: AppServices) => void, keywords: string[]) =>
  defineCommand({
    id,
    title,
    group: "Foto's en bijlagen",
    keywords: ['foto', 'camera', ...keywords],
    when: state,
    run: (context) => act(context.app),
  });
