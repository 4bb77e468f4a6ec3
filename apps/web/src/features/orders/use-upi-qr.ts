// The UPI QR code of a payment sheet, drawn in the browser from the sheet's upi://pay link; the QR library loads only
// when someone opens the sheet.
import { useEffect, useState } from 'react';

/** The QR code as an SVG data URL, null until it is drawn. */
export function useUpiQr(upiLink: string): string | null {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QR) =>
      QR.toString(upiLink, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
        if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      }),
    );
    return () => {
      live = false;
    };
  }, [upiLink]);
  return qr;
}
