// The password policy (12+ characters, no composition rules, not among the 10,000 most common, no rotation) on every
// path that sets a password, and staff changing their own password after re-authentication.
import fs from 'node:fs';
import pino from 'pino';
import request from 'supertest';
import type { Database } from '../server/db/index';
import { bootstrapStaff, createOrResetStaff } from '../server/staff/accounts';
import { assertPasswordAllowed, PasswordPolicyError } from '../server/staff/password-policy';
import { clockedApp, passwordStep } from './helpers/clocked-app';
import { backends, testConfig, useFreshDatabase } from './helpers/context';

const PASSWORD = 'correct-horse-battery';

describe('password policy', () => {
  it('ships the 10,000 most common passwords, one a line', () => {
    const lines = fs.readFileSync('server/staff/common-passwords.txt', 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(10_000);
    expect(lines.slice(0, 2)).toEqual(['123456', 'password']);
  });

  it('asks for 12 characters, counted as characters, with no composition rules', async () => {
    await expect(assertPasswordAllowed('elevenchars')).rejects.toThrow(PasswordPolicyError);
    await expect(assertPasswordAllowed('elevenchars')).rejects.toThrow('at least 12 characters');
    // Lower-case letters only, no digits or symbols: allowed when the words are not guessable together.
    await expect(assertPasswordAllowed('tangerine orbit lantern')).resolves.toBeUndefined();
    // Eleven characters that are 22 UTF-16 units: still too short.
    await expect(assertPasswordAllowed('😀'.repeat(11))).rejects.toThrow('at least 12');
    await expect(assertPasswordAllowed('x'.repeat(1025))).rejects.toThrow('at most 1024');
  });

  it('refuses the common passwords in any letter case, and the e-mail address itself', async () => {
    for (const common of ['qwerty123456', 'QWERTY123456', '1qaz2wsx3edc', 'leavemealone'])
      await expect(assertPasswordAllowed(common)).rejects.toThrow('one of the most common passwords');
    await expect(
      assertPasswordAllowed('desk.office@example.com', { email: 'Desk.Office@example.com' }),
    ).rejects.toThrow('e-mail');
  });

  it('refuses what zxcvbn scores under 3, with the institute’s words and the member’s own (issue 36)', async () => {
    // The examples, and patterns zxcvbn sees through: keyboard runs, years, l33t, repeats.
    for (const weak of ['password1234', 'Skyline@2026', '123456qwerty', 'P@ssw0rd2026!', 'aaaaaaaaaaaaaaaa'])
      await expect(assertPasswordAllowed(weak)).rejects.toThrow(/too easy to guess|most common passwords/);
    // The institute's name and cities are the first words an attacker tries here.
    for (const local of ['Kolkata@2026', 'siliguri12345', 'skylineinstitute1'])
      await expect(assertPasswordAllowed(local)).rejects.toThrow('too easy to guess');
    // The member's own name and e-mail, whole or in parts.
    const owner = { email: 'ananya.ghosh@example.com', name: 'Ananya Ghosh' };
    for (const personal of ['ananya.ghosh@example', 'Ananya Ghosh 1', 'Ananya.Ghosh']) {
      await expect(assertPasswordAllowed(personal, owner)).rejects.toThrow('too easy to guess');
      // Strong for anyone else: it is the owner's words that make it weak.
      await expect(assertPasswordAllowed(personal)).resolves.toBeUndefined();
    }
    // Strong ones pass, with and without an owner.
    for (const strong of ['correct-horse-battery', 'tangerine orbit lantern 57', 'mV9#qT2!zL8@wR'])
      await expect(assertPasswordAllowed(strong, owner)).resolves.toBeUndefined();
  });
});

describe.each(backends)('password changes on %s', (backend) => {
  let db: Database;
  let counter = 0;
  useFreshDatabase(backend, (made) => {
    db = made;
  });
  const newMember = async () => {
    counter += 1;
    const email = `pw${counter}@example.com`;
    await createOrResetStaff(db.knex, email, PASSWORD);
    return email;
  };

  it('applies the policy to accounts made by npm run staff, ADMIN_PASSWORD and resets', async () => {
    await expect(createOrResetStaff(db.knex, 'new@example.com', 'qwerty123456')).rejects.toThrow(PasswordPolicyError);
    await expect(
      bootstrapStaff({
        db,
        config: testConfig({ ADMIN_EMAIL: 'boot@example.com', ADMIN_PASSWORD: '1q2w3e4r5t6y' }),
        logger: pino({ level: 'silent' }),
      }),
    ).rejects.toThrow('one of the most common passwords');
    await expect(
      bootstrapStaff({
        db,
        config: testConfig({ ADMIN_EMAIL: 'boot@example.com', ADMIN_PASSWORD: 'Skyline@2026' }),
        logger: pino({ level: 'silent' }),
      }),
    ).rejects.toThrow('too easy to guess');
    await expect(createOrResetStaff(db.knex, 'new@example.com', 'password1234')).rejects.toThrow('too easy to guess');
    expect(await db.knex('staff').whereIn('email', ['new@example.com', 'boot@example.com'])).toHaveLength(0);
    expect(() => testConfig({ ADMIN_PASSWORD: 'eleven-char' })).toThrow('ADMIN_PASSWORD must be at least 12');
  });

  it('lets a member change their own password only after re-authenticating, within 5 minutes', async () => {
    const t = clockedApp(db);
    const email = await newMember();
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    const other = await passwordStep(t.app, email, PASSWORD);
    const newPassword = 'a new and long passphrase';
    expect(email).toMatch(/^pw\d+@/);

    expect((await request(t.app).post('/api/auth/password').send({ password: newPassword })).status).toBe(401);
    expect((await agent.post('/api/auth/password').send({ password: newPassword })).status).toBe(403);
    expect((await agent.post('/api/auth/reauth').send({ password: 'not-my-password' })).status).toBe(401);
    expect((await agent.post('/api/auth/reauth').send({ password: PASSWORD })).status).toBe(200);

    const short = await agent.post('/api/auth/password').send({ password: 'too-short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('The password must be at least 12 characters');
    const common = await agent.post('/api/auth/password').send({ password: 'Qwerty123456' });
    expect(common.status).toBe(400);
    expect(common.body.error).toMatch(/most common passwords/);
    const guessable = await agent.post('/api/auth/password').send({ password: 'Skyline@2026' });
    expect([guessable.status, guessable.body.error]).toEqual([400, expect.stringMatching(/too easy to guess/)]);
    const ownAddress = await agent.post('/api/auth/password').send({ password: `${email.split('@')[0]}-2026-pw` });
    expect(ownAddress.status).toBe(400);
    expect((await agent.post('/api/auth/password').send({ password: 12 })).status).toBe(400);
    expect((await agent.post('/api/auth/password').send({})).status).toBe(400);

    t.clock.now += 6 * 60_000;
    expect((await agent.post('/api/auth/password').send({ password: newPassword })).status).toBe(403);
    await agent.post('/api/auth/reauth').send({ password: PASSWORD });
    expect((await agent.post('/api/auth/password').send({ password: newPassword })).status).toBe(204);

    // This session stays; the member's other sessions end; the old password no longer works.
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    expect((await other.agent.get('/api/auth/me')).status).toBe(401);
    expect((await passwordStep(t.app, email, PASSWORD)).res.status).toBe(401);
    expect((await passwordStep(t.app, email, newPassword)).res.status).toBe(200);
  });
});
