// 'Mail versturen: Foto': the photo mail of the open order, from its photo screen (spec §2, §3). Like the button:
// only with photos, before the mail left, and not while it is on its way.
import { defineCommand } from './define-command.ts';
import { orderIsOpen } from './printing.ts';
import { PHOTO_MAIL_LABEL } from '../src/shared/domain/attachments.ts';
import { canMailPhotos, photoMail } from '../src/client/actions/photos/send-photo-mail.ts';

export default defineCommand({
  id: 'photo.mail',
  title: `Mail versturen: ${PHOTO_MAIL_LABEL}`,
  group: "Foto's en bijlagen",
  keywords: ['mail', 'versturen', 'klant', 'foto', "foto's"],
  when: (context) =>
    context.flags['route.addPhoto'] === true &&
    orderIsOpen(context) &&
    canMailPhotos(context.activeOrder!) &&
    photoMail.sendingFor === null,
  run: async (context) => {
    // A refusal is already the toast 'Kan mail niet versturen!' with the server's reason.
    await context.app.sendPhotoMail(context.activeOrder!.id);
  },
});
