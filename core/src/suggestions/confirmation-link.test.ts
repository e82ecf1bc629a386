import { describe, expect, it } from 'vitest';
import { confirmationLinkOf } from './confirmation-link';

describe('a double opt-in confirmation link', () => {
  it('is the link whose text says confirm, skipping unsubscribe links', () => {
    const html =
      '<a href="https://brand.example/unsubscribe?u=1">Unsubscribe</a> <a href="https://brand.example/c?t=1&amp;x=2"><b>Confirm my subscription</b></a>';
    expect(confirmationLinkOf(html, null)).toBe('https://brand.example/c?t=1&x=2');
  });

  it('is found in the text when there is no HTML, by the words around it', () => {
    expect(confirmationLinkOf(null, 'Click below to confirm your email:\nhttps://brand.example/t/abc\n')).toBe(
      'https://brand.example/t/abc',
    );
  });

  it('is null when no link asks to confirm', () => {
    expect(confirmationLinkOf('<a href="https://brand.example/sale">Shop the sale</a>', 'https://brand.example/sale')).toBeNull();
  });
});
