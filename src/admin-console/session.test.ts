// The header names the person once and their role once: a name that only repeats the role
// (the first owner's "Owner") gives way to the email.
import { describe, expect, it } from 'vitest';
import { personShown } from './session.ts';

describe('personShown', () => {
  it('is the name when it names the person', () => {
    expect(personShown({ email: 'sana@tohfa.example', name: 'Sana Iqbal', role: 'staff' })).toBe('Sana Iqbal');
    expect(personShown({ email: 'maya@tohfa.example', name: ' مايا ', role: 'owner' })).toBe('مايا');
  });

  it('is the email when the name is empty or only the role', () => {
    expect(personShown({ email: 'owner@shop.example', name: 'Owner', role: 'owner' })).toBe('owner@shop.example');
    expect(personShown({ email: 'desk@shop.example', name: 'STAFF ', role: 'staff' })).toBe('desk@shop.example');
    expect(personShown({ email: 'desk@shop.example', name: '', role: 'staff' })).toBe('desk@shop.example');
  });
});
