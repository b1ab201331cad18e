import { describe, expect, it } from 'vitest';
import { offerImage } from './bonuses';

describe('offerImage', () => {
  it("asks the platform's drawn card for the player's language", () => {
    expect(offerImage('/api/auth/bonuses/images/0fa63385-4c71-4d66-a623-bda11924aba7.svg', 'de_DE')).toBe(
      '/api/auth/bonuses/images/0fa63385-4c71-4d66-a623-bda11924aba7.svg?lanCode=de_DE',
    );
  });

  it("leaves an operator's own picture as it is, and no picture as none", () => {
    expect(offerImage('https://cdn.example.com/welcome.png', 'es_ES')).toBe('https://cdn.example.com/welcome.png');
    expect(offerImage(null, 'es_ES')).toBeUndefined();
    expect(offerImage(undefined, 'es_ES')).toBeUndefined();
  });
});
