import net from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on loopback (no TLS, no auth) that keeps what it receives; a recipient
 * listed in `refuse` is answered 550, as a real server refuses an unknown mailbox.
 */
export async function fakeSmtpServer(refuse: readonly string[] = []) {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string): boolean => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        switch (verb) {
          case 'MAIL':
            mail.from = line.slice(10).trim();
            reply('250 ok');
            break;
          case 'RCPT': {
            const address = line.slice(8).trim().replace(/^<|>$/g, '');
            if (refuse.includes(address)) {
              reply(`550 5.1.1 <${address}>: mailbox unavailable`);
            } else {
              mail.to.push(address);
              reply('250 ok');
            }
            break;
          }
          case 'DATA':
            inData = true;
            reply('354 go ahead');
            break;
          case 'QUIT':
            reply('221 bye');
            socket.end();
            break;
          default:
            // EHLO, HELO, RSET, NOOP: no extensions offered, so no TLS and no auth.
            reply('250 fake.smtp');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
