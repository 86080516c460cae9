import { SMTPServer } from 'smtp-server';

/** An in-process SMTP server that takes every mail except to addresses starting with 'weigert'; it counts recipients tried. */
export async function startSmtpPeer() {
  const received: { from: string; to: string[]; message: string }[] = [];
  const peer = { received, attempts: 0 };
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      peer.attempts += 1;
      if (address.address.startsWith('weigert')) return callback(new Error('Mailbox niet beschikbaar'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          message: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return Object.assign(peer, { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
