// 'Mail versturen: Foto': the photo mail of the open order, from its photo screen (spec §2, §3). Like the button:
// only with photos, before the mail left, and not while it is on its way.
import { defineCommand } from './support/define-command.ts';
import { PHOTO_MAIL_LABEL } from '../src/shared/domain/attachments.ts';

export default defineCommand({
  id: 'photo.mail',
  title: `Mail versturen: ${PHOTO_MAIL_LABEL}`,
  group: "Foto's en bijlagen",
  keywords: ['mail', 'versturen', 'klant', 'foto', "foto's"],
  when: 'route.addPhoto && order.photosToMail && !photo.mailSending',
  run: async (context) => {
    // A refusal is already the toast 'Kan mail niet versturen!' with the server's reason.
    await context.app.sendPhotoMail(context.activeOrder!.id);
  },
});
