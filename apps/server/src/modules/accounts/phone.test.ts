import { ACCOUNT_FIELD_MSG } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
async function loginAs(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; user: { phone: string } };
}
const phoneOf = async (email: string) => (await t.db.select({ phone: users.phone }).from(users).where(eq(users.email, email)))[0]?.phone;

describe("a buyer's phone", () => {
  it('is saved at registration as its 10 digits, and the profile returns it', async () => {
    const res = await register({ name: 'Meera Shukla', email: 'meera@example.in', password: 'lucknow-123', phone: '+91 98391 40217' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await phoneOf('meera@example.in')).toBe('9839140217');
    const { token, user } = await loginAs('meera@example.in', 'lucknow-123');
    expect(user.phone).toBe('9839140217');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ name: 'Meera Shukla', phone: '9839140217' });
  });

  it("is optional at registration (the spec's client sends none)", async () => {
    const res = await register({ name: 'No Phone', email: 'nophone@example.in', password: 'lucknow-123' });
    expect(res.statusCode).toBe(201);
    expect(await phoneOf('nophone@example.in')).toBe('');
    expect((await loginAs('nophone@example.in', 'lucknow-123')).user.phone).toBe('');
  });

  it.each([
    ['a landline', '0522 2612345'],
    ['9 digits', '983914021'],
    ['a number starting with 5', '5839140217'],
    ['letters', 'call me'],
  ])('refuses %s with the phone message and creates no account', async (_, phone) => {
    const email = `bad-${phone.replace(/\W/g, '')}@example.in`;
    const res = await register({ name: 'Bad Phone', email, password: 'lucknow-123', phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.phone).toEqual([ACCOUNT_FIELD_MSG.phoneInvalid]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('is changed on the profile, kept when absent and removed when blank', async () => {
    await register({ name: 'Kabir Rastogi', email: 'kabir@example.in', password: 'lucknow-123' });
    const { token } = await loginAs('kabir@example.in', 'lucknow-123');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` }, payload });
    const base = { name: 'Kabir Rastogi', email: 'kabir@example.in' };

    const set = await put({ ...base, phone: '070800-21954' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user.phone).toBe('7080021954');
    expect((await put({ ...base, bio: 'Chikan work' })).json().user.phone).toBe('7080021954');
    const bad = await put({ ...base, phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.phone).toEqual([ACCOUNT_FIELD_MSG.phoneInvalid]);
    expect(await phoneOf('kabir@example.in')).toBe('7080021954');
    expect((await put({ ...base, phone: '' })).json().user.phone).toBe('');
    expect(await phoneOf('kabir@example.in')).toBe('');
  });
});
