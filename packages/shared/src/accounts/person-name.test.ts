import { describe, expect, it } from 'vitest';
import { splitPersonName } from './person-name';

describe('splitPersonName', () => {
  it.each([
    ['Ana Reyes', 'Ana', 'Reyes'],
    ['Maria Dela Cruz', 'Maria', 'Dela Cruz'],
    ['Maria dela Cruz', 'Maria', 'dela Cruz'],
    ['Juan De los Santos', 'Juan', 'De los Santos'],
    ['Jose Del Rosario', 'Jose', 'Del Rosario'],
    ['Lia San Juan', 'Lia', 'San Juan'],
    ['Rosa Sta. Maria', 'Rosa', 'Sta. Maria'],
    ['Maria Clara Santos', 'Maria Clara', 'Santos'],
    ['Maria Clara De la Paz', 'Maria Clara', 'De la Paz'],
    ['  Ana   Reyes  ', 'Ana', 'Reyes'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
    // A particle never takes the whole name: someone must be greeted.
    ['De Cruz', 'De', 'Cruz'],
    ['Dela Cruz', 'Dela', 'Cruz'],
  ])('%j is %j and %j', (full, firstName, lastName) => {
    expect(splitPersonName(full)).toEqual({ firstName, lastName });
  });
});
