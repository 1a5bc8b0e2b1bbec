import { describe, expect, it } from 'vitest';
import { linkParamsOf } from './link';

const applicationId = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';
const token = 'Zm9vYmFyYmF6cXV4LXRva2VuLW9mLXRoZS1saW5rXzEyMw';
const of = (query: string) => linkParamsOf(new URLSearchParams(query));

describe('the parameters of an emailed link', () => {
  it('reads the application id and the token', () => {
    expect(of(`applicationId=${applicationId}&token=${token}`)).toEqual({ applicationId, token });
    expect(of(`token=${token}&applicationId=${applicationId.toUpperCase()}`)).toEqual({
      applicationId: applicationId.toUpperCase(),
      token,
    });
  });

  it('refuses a link with a part missing or damaged, before any call', () => {
    expect(of(`applicationId=${applicationId}`)).toBeNull();
    expect(of(`token=${token}`)).toBeNull();
    expect(of(`applicationId=${applicationId.slice(0, -1)}&token=${token}`)).toBeNull();
    // Cut by a mail client, or with characters base64url never uses.
    expect(of(`applicationId=${applicationId}&token=${token.slice(0, 15)}`)).toBeNull();
    expect(of(`applicationId=${applicationId}&token=${token}%3D`)).toBeNull();
    expect(of(`applicationId=${applicationId}&token=${'a'.repeat(513)}`)).toBeNull();
  });
});
