import { describe, expect, it } from 'vitest';
import { isIosInAppBrowser } from '../rules/ios-webview';

// Real user agents (2024–2025 releases).
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const INSTAGRAM = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98 (iPhone15,2; iOS 17_5; en_US; en; scale=3.00; 1179x2556; 606953846)';
const FACEBOOK = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.40.106;FBBV/584237270;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]';
const BARE_WKWEBVIEW = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPAD_AS_MAC_INSTAGRAM = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_FACEBOOK = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0]';

describe('iOS in-app browser detection (spec part 1 §4)', () => {
  it('finds apps’ built-in browsers on iPhone and iPad', () => {
    expect(isIosInAppBrowser({ userAgent: INSTAGRAM })).toBe(true);
    expect(isIosInAppBrowser({ userAgent: FACEBOOK })).toBe(true);
    expect(isIosInAppBrowser({ userAgent: BARE_WKWEBVIEW })).toBe(true);
    expect(isIosInAppBrowser({ userAgent: IPAD_AS_MAC_INSTAGRAM, maxTouchPoints: 5 })).toBe(true);
  });

  it('leaves Safari, browser apps, home-screen apps, Macs and Android alone', () => {
    expect(isIosInAppBrowser({ userAgent: SAFARI })).toBe(false);
    expect(isIosInAppBrowser({ userAgent: CHROME_IOS })).toBe(false);
    expect(isIosInAppBrowser({ userAgent: BARE_WKWEBVIEW, standalone: true })).toBe(false);
    expect(isIosInAppBrowser({ userAgent: MAC_SAFARI, maxTouchPoints: 0 })).toBe(false);
    expect(isIosInAppBrowser({ userAgent: IPAD_AS_MAC_INSTAGRAM, maxTouchPoints: 0 })).toBe(false);
    expect(isIosInAppBrowser({ userAgent: ANDROID_FACEBOOK })).toBe(false);
  });
});
