/** Where guests find the table this app hosts: its LAN address(es) and a QR code of the first. */
import { useTranslation } from 'react-i18next';
import type { HostingInfo } from '../../shared/lan/api';

export function HostInfoPanel({ hosting }: { hosting: HostingInfo }) {
  const { t } = useTranslation();
  const [first, ...others] = hosting.lanUrls;
  return (
    <section className="panel lan-hostinfo" data-testid="lan-hostinfo">
      <h3>{t('lan.host.invite')}</h3>
      {first ? (
        <>
          <p className="note">{t('lan.host.urls')}</p>
          <code className="lan-url" data-testid="lan-url">{first}</code>
          {others.map((u) => <code key={u} className="lan-url alt">{u}</code>)}
          {hosting.qrDataUrl && <img className="lan-qr" data-testid="lan-qr" src={hosting.qrDataUrl} alt={t('lan.host.qr', { url: first })} width={148} height={148} />}
        </>
      ) : (
        <p className="note">{t('lan.host.noLan')}</p>
      )}
    </section>
  );
}
