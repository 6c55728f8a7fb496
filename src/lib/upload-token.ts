// The anonymous upload token of this browser (docs/shop-rules.md P6): 32 random bytes,
// base64url, made once and kept, since the cart lives on the phone. Photos uploaded with it
// are readable only with it until an order takes them; the order call sends it.
const TOKEN_KEY = 'tohfa.uploadToken';

export function uploadToken(): string {
  let token = localStorage.getItem(TOKEN_KEY);
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem(TOKEN_KEY, token);
  }
  return token;
}
