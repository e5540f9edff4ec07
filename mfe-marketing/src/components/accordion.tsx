import { useId, useState } from 'react';
import type { QuestionAnswer } from '@brightwave/site-content';
import { Heading } from './heading';
import { Icon } from './icon';
import styles from './accordion.module.css';

interface AccordionProps {
  items: QuestionAnswer[];
}

/**
 * Questions and answers, one open at a time: opening one closes the other, and activating the
 * open one closes it. Each question is a button inside a heading (the WAI-ARIA accordion pattern).
 */
export function Accordion({ items }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={`${styles.item} ${expanded ? styles.open : ''}`}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <span className={styles.chevron} aria-hidden="true">
                  <Icon name="arrowRight" size={20} />
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
