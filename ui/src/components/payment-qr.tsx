import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import type { PaymentCode } from '@/lib/invoice-money';

interface Props {
  code: PaymentCode;
  /** Drawn size in CSS pixels (the code is vector: it stays sharp at any zoom and in print). */
  size?: number;
  className?: string;
}

const CAPTIONS: Record<PaymentCode['kind'], MessageDescriptor> = {
  epc: msg`Scan with your banking app to fill in the transfer (SEPA GiroCode).`,
  swiss: msg`Scan with your banking app to pay (Swiss QR-bill).`,
};

/**
 * The transfer as a QR code a banking app scans: the server's payload (EPC069-12 or the Swiss QR-bill's SPC)
 * drawn as SVG at error level M, as both standards ask. The Swiss QR-bill also asks for the Swiss cross in
 * the middle, 7 mm on a 46 mm code; level M's redundancy is what lets the code read through it.
 */
export function PaymentQr({ code, size = 184, className }: Props) {
  const { t } = useLingui();
  const cross = Math.round((size * 7) / 46);
  return (
    <figure className={className}>
      <div
        className="relative inline-block rounded-lg bg-white p-2 ring-1 ring-slate-200"
        data-payment-code={code.kind}
      >
        <QRCodeSVG
          value={code.payload}
          level="M"
          size={size}
          marginSize={0}
          title={code.kind === 'swiss' ? t`Swiss QR-bill payment code` : t`EPC payment QR code`}
          role="img"
        />
        {code.kind === 'swiss' && <SwissCross size={cross} />}
      </div>
      <figcaption className="mt-2 max-w-56 text-xs text-slate-500">{t(CAPTIONS[code.kind])}</figcaption>
    </figure>
  );
}

/** The cross as the Swiss Implementation Guidelines draw it: white cross on black, in a thin white border. */
function SwissCross({ size }: { size: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 19.8 19.8"
      className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2"
    >
      <rect width="19.8" height="19.8" fill="#fff" />
      <rect x="1.4" y="1.4" width="17" height="17" fill="#000" />
      <rect x="8.3" y="4" width="3.3" height="11" fill="#fff" />
      <rect x="4.4" y="7.9" width="11" height="3.3" fill="#fff" />
    </svg>
  );
}
