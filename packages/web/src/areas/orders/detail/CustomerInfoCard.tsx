import { formatPhone, type Order } from '@laundry/domain';
import { Button, Card, DescriptionList, useToast } from '@laundry/ui';
import { Copy, MessageCircle, MessageSquareText } from 'lucide-react';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import { usePublicConfig } from '../../../app/publicConfig';
import * as styles from './OrderDetailPage.css';
import { orderConfirmedSms, pickupScheduledSms, whatsappLink } from './orderTexts';
import { useCopy } from './useCopy';

/**
 * The customer block of the Details tab: contact details with a copy-phone button, and the two
 * manual SMS texts (pickup scheduled, order confirmed), each with Copy and a WhatsApp link.
 */
export function CustomerInfoCard({ order }: { order: Order }) {
  const copy = useCopy();
  const { toast } = useToast();
  const config = usePublicConfig();
  const businessName = config.data?.business.name ?? 'Laundry';
  const timeZone = useBusinessTimeZone();
  const phone = order.customerInfo.phone || order.customer.phoneNumber;
  const email = order.customerInfo.email || order.customer.email;
  const address = order.customerInfo.address;
  const texts = [
    {
      key: 'pickup',
      label: 'Pickup Scheduled SMS',
      text: pickupScheduledSms(order, businessName, timeZone),
    },
    {
      key: 'confirmed',
      label: 'Order Confirmed SMS',
      text: orderConfirmedSms(order, businessName, timeZone),
    },
  ];

  return (
    <Card title="Customer Information">
      <div className={styles.stack}>
        <DescriptionList
          columns={2}
          items={[
            { term: 'Name', detail: order.customerInfo.name },
            {
              term: 'Phone',
              detail: phone ? (
                <span className={styles.copyRow}>
                  {formatPhone(phone)}
                  <Button
                    size="sm"
                    variant="ghost"
                    iconStart={<Copy />}
                    aria-label="Copy phone number"
                    onClick={() => void copy(phone, 'Phone number copied!')}
                  >
                    Copy
                  </Button>
                </span>
              ) : null,
            },
            { term: 'Email', detail: email },
            {
              term: 'Address',
              detail: [address.street, address.city].filter(Boolean).join(', '),
            },
          ]}
        />
        <div className={styles.copyRow}>
          {texts.map(({ key, label, text }) => {
            const link = whatsappLink(phone, text);
            return (
              <span key={key} className={styles.copyRow}>
                <Button
                  size="sm"
                  variant="secondary"
                  iconStart={<MessageSquareText />}
                  onClick={() =>
                    phone
                      ? void copy(text, `${label} copied!`)
                      : toast({ title: 'No phone number available', tone: 'error' })
                  }
                >
                  Copy {label}
                </Button>
                {link ? (
                  <Button asChild size="sm" variant="soft" iconStart={<MessageCircle />}>
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Send ${label} on WhatsApp`}
                    >
                      WhatsApp
                    </a>
                  </Button>
                ) : null}
              </span>
            );
          })}
        </div>
      </div>
    </Card>
  );
}
