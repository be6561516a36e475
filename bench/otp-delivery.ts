// Time from POST send-otp to the message accepted by a real SMTP server, for 20 distinct addresses, on
// the real server with its rate limits raised by configuration. Prints figures; asserts nothing.
// Usage: npx tsx bench/otp-delivery.ts [count]
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startServer } from './support/server';

const count = Number(process.argv[2] ?? 20);
const acceptedAt = new Map<string, number>();
const recipientAt = new Map<string, number>();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // A real mail server's reverse DNS lookup of the client would dominate a loopback measurement.
  disableReverseLookup: true,
  onRcptTo(address, _session, callback) {
    recipientAt.set(address.address, performance.now());
    callback();
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      // The 250 reply goes out when the callback runs: that is the moment of acceptance.
      for (const rcpt of session.envelope.rcptTo) acceptedAt.set(rcpt.address, performance.now());
      callback();
    });
  },
});
const smtpPort = await new Promise<number>((resolve) =>
  smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as net.AddressInfo).port)),
);

const server = await startServer({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  OTP_MAX_PER_IP_HOUR: '1000000',
  OTP_MAX_PER_ADDRESS_HOUR: '100000',
});
const samples: number[] = [];
const toRecipient: number[] = [];
try {
  for (let i = 0; i < count; i++) {
    const email = `bench-${Date.now()}-${i}@example.test`;
    const started = performance.now();
    const reply = await fetch(`${server.baseUrl}/api/VideoMeeting/guest/send-otp?purpose=register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (!reply.ok) throw new Error(`send-otp answered ${reply.status}`);
    const deadline = Date.now() + 30_000;
    while (!acceptedAt.has(email)) {
      if (Date.now() > deadline) throw new Error(`no mail for ${email} within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    samples.push(acceptedAt.get(email)! - started);
    toRecipient.push(recipientAt.get(email)! - started);
  }
} finally {
  await server.stop();
  smtp.close();
}

function summary(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `  ${label.padEnd(34)} median ${at(0.5).toFixed(1)} ms  p90 ${at(0.9).toFixed(1)} ms  min ${sorted[0]!.toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
}
console.log(`send-otp, ${count} distinct addresses, SQLite, SMTP server (smtp-server) on loopback`);
summary('-> RCPT TO reached the SMTP server', toRecipient);
summary('-> message accepted (250 after DATA)', samples);
console.log('  (smtp-server itself pauses about 100 ms before its greeting to catch early talkers)');
