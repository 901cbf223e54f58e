import { describe, expect, it } from 'vitest';
import { fieldErrorLists, fieldErrors } from './field-errors.js';
import { registerUserInput } from './index.js';

describe('field errors', () => {
  const issues = [
    { path: ['email'], message: 'Email is required.' },
    { path: ['email'], message: 'Enter a valid email address.' },
    { path: ['cartItems', 0, 'months'], message: 'm' },
    { path: [], message: 'whole' },
    { path: ['constructor'], message: 'c' },
  ];

  it('keep the first message per field for forms, every message for the API', () => {
    expect({ ...fieldErrors(issues) }).toEqual({ email: 'Email is required.', 'cartItems.0.months': 'm', _: 'whole', constructor: 'c' });
    expect(fieldErrorLists(issues).email).toEqual(['Email is required.', 'Enter a valid email address.']);
  });

  it('read zod issues as they are', () => {
    const result = registerUserInput.safeParse({ name: '', email: 'x', password: 'short' });
    expect(Object.keys(fieldErrors(result.error?.issues ?? [])).sort()).toEqual(['email', 'name', 'password']);
  });
});
