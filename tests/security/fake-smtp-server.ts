import { createServer, type Server } from 'node:net';

/**
 * The smallest SMTP server nodemailer talks to (no TLS, no auth): it keeps each message's DATA so a test can
 * see what reached the mail server.
 */
export async function startFakeSmtpServer(): Promise<{ url: string; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 fake.test\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
