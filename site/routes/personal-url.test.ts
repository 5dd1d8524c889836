import { describe, expect, it } from 'vitest';
import { isPersonalUrl, personalUrlId } from './personal-url';

describe('personal URL patterns', () => {
  it.each([
    ['/123456/', '123456'],
    ['/42', '42'],
    ['/AB1234/', 'AB1234'],
    ['/ab1234c/', 'ab1234c'],
    ['/ABCDE123/', 'ABCDE123'],
    ['/purl-johnsmith/', 'purl-johnsmith'],
    ['/purlJaneDoe42/', 'purlJaneDoe42'],
  ])('%s is a personal URL with id %s', (path, id) => {
    expect(personalUrlId(path)).toBe(id);
  });

  it.each([
    '/',
    '/about/',
    '/AB123/',
    '/A1234/',
    '/ABCD123/',
    '/ABCDE1234/',
    '/AB1234CD/',
    '/purl/',
    '/12/34/',
    '/purl/jane-doe/',
  ])('%s is not a personal URL', (path) => {
    expect(isPersonalUrl(path)).toBe(false);
  });
});
