import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, configureApi } from '../../src/client/api/client.ts';
import { endpoints } from '../../src/client/api/endpoints.ts';

const refused = () =>
  new Response(JSON.stringify({ message: 'Uw sessie is verlopen', code: 'SESSION_EXPIRED' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

describe('the API client and a lost session', () => {
  afterEach(() => configureApi({ token: () => undefined, onUnauthorized: () => {} }));

  it('ends the session on a 401 for a call made with the current token, and sends that token', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ token: () => 'token-1', onUnauthorized });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(refused());
    await expect(call(endpoints.listTags)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('does not when the user logged out while the call was under way', async () => {
    const onUnauthorized = vi.fn();
    let token: string | undefined = 'token-1';
    configureApi({ token: () => token, onUnauthorized });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      token = undefined; // logout happens meanwhile
      return refused();
    });
    await expect(call(endpoints.listTags)).rejects.toThrow('Uw sessie is verlopen');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not for a refused login, which carries no session', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ token: () => undefined, onUnauthorized });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(refused());
    await expect(call(endpoints.login, { body: { login: 'x', password: 'y' }, form: true })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('the API client and a failure of the server', () => {
  const answer = (status: number, message: string) =>
    new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json', 'x-request-id': '3fa2c1d09e4b' } });

  it("names the request in a 5xx's message (Foutcode), so the administrator finds its log line; not in a 4xx", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(503, 'De database is tijdelijk niet bereikbaar'));
    await expect(call(endpoints.listTags)).rejects.toThrow('De database is tijdelijk niet bereikbaar (Foutcode 3fa2c1d09e4b)');
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(400, 'Controleer uw invoer'));
    await expect(call(endpoints.listTags)).rejects.toThrow(/^Controleer uw invoer$/);
  });
});
