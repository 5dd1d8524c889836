import type { TestServer } from './test-server';

/** The token of the last sign-up link mailed to `email`, once the mail has gone. */
export async function signupLinkToken(server: TestServer, email: string): Promise<string> {
  await server.settled();
  const text = server.outboxMessages(`email-${email}`).at(-1) ?? '';
  const token = /become-a-member\/\?confirm=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (token === undefined) throw new Error(`No sign-up link in the outbox for ${email}`);
  return token;
}

/** Signs up and opens the e-mailed link, as a new member does; answers the confirmation's answer. */
export async function signUpAndConfirm(server: TestServer, registration: Record<string, unknown>) {
  const answer = await server.call('aqua', 'signup', registration);
  if (answer.status !== 200) {
    throw new Error(`signup: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const token = await signupLinkToken(server, String(registration.email));
  return server.call('aqua', 'confirmSignup', { token });
}
