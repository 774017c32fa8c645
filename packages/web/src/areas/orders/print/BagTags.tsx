import type { Order } from '@laundry/domain';
import { Button, Dialog, Select, Stack, TextField } from '@laundry/ui';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import * as styles from './BagTags.css';
import {
  type BagTag,
  bagCount,
  bagTags,
  MAX_BAGS,
  TAG_PAPER_LABELS,
  type TagPaper,
  tagPapers,
} from './bagTagModel';
import { PrintOnly } from './PrintOnly';
import { QrCode } from './QrCode';

const PAGE_RULES: Record<TagPaper, string> = {
  roll: 'size: 58mm 40mm; margin: 0;',
  a4: 'size: A4; margin: 10mm;',
};

/** One bag's label: the order number as a QR code (what the scanner types back) and in large. */
export function BagTagLabel({ tag }: { tag: BagTag }) {
  return (
    <article className={styles.tag} aria-label={`${tag.orderNumber}, ${tag.bag}`}>
      <QrCode value={tag.orderNumber} size="20mm" label={`QR code ${tag.orderNumber}`} />
      <div className={styles.text}>
        <span className={styles.number}>{tag.orderNumber}</span>
        <span className={styles.name}>{tag.firstName}</span>
        <span className={styles.line}>{tag.bag}</span>
        <span className={styles.line}>{tag.items}</span>
        {tag.due ? <span className={styles.line}>{tag.due}</span> : null}
        {tag.express ? <span className={styles.express}>EXPRESS</span> : null}
      </div>
    </article>
  );
}

function TagSheet({ tags, paper }: { tags: BagTag[]; paper: TagPaper }) {
  return (
    <div className={styles.sheet[paper]}>
      {tags.map((tag) => (
        <BagTagLabel key={tag.key} tag={tag} />
      ))}
    </div>
  );
}

/**
 * Print tags (issue 25): one label per bag, on a 58 × 40 mm label roll or on an A4 sheet, with
 * a preview of what will print.
 */
export function BagTagsDialog({
  order,
  open,
  onOpenChange,
}: {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const timeZone = useBusinessTimeZone();
  const [bagsText, setBagsText] = useState('1');
  const [paper, setPaper] = useState<TagPaper>('roll');
  const bags = bagCount(bagsText);
  const tags = bagTags(order, bags ?? 1, timeZone);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={`Bag Tags - ${order.orderNumber}`}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button iconStart={<Printer />} disabled={bags === null} onClick={() => window.print()}>
            Print Tags
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <TextField
          label="Bags"
          inputMode="numeric"
          value={bagsText}
          onChange={(event) => setBagsText(event.target.value)}
          // The number of bags, then Enter prints (issue 37): no Tab to Print Tags.
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (bags !== null) window.print();
          }}
          hint={`One label per bag, up to ${MAX_BAGS}.`}
          error={bags === null ? `Enter a number of bags from 1 to ${MAX_BAGS}` : undefined}
        />
        <Select
          label="Paper"
          value={paper}
          onValueChange={setPaper}
          options={tagPapers.map((value) => ({ value, label: TAG_PAPER_LABELS[value] }))}
        />
        <div className={styles.preview}>
          <TagSheet tags={tags} paper={paper} />
        </div>
      </Stack>
      {open && bags !== null ? (
        <PrintOnly page={PAGE_RULES[paper]} testId="print-tags">
          <TagSheet tags={tags} paper={paper} />
        </PrintOnly>
      ) : null}
    </Dialog>
  );
}
