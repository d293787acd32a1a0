import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a loopback port that keeps what it receives, for tests that read email. */
export async function startTestSmtp() {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The last message sent to an address. */
    lastTo(address: string) {
      return messages.filter((m) => m.to && JSON.stringify(m.to).includes(address)).at(-1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
