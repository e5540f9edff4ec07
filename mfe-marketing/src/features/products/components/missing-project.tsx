import { useNavigate } from '@brightwave/web-kit/router';
import { projectDetailCopy } from '@brightwave/site-content';
import { Button, ButtonLink } from '@brightwave/web-kit';
import { StateCard } from '../../../components/state-card';
import styles from './missing-project.module.css';

interface MissingProjectProps {
  title: string;
  /** The message itself (one of contracts' TEXTS.product), shown word for word. */
  message: string;
  links: [{ to: string; label: string }, { to: string; label: string }];
}

/** What a detail page shows when it does not know which project to show. */
export function MissingProject({ title, message, links }: MissingProjectProps) {
  const navigate = useNavigate();
  // The browser router numbers its history entries; at 0 (a deep link) "back" would leave the
  // site, so it goes to the listing instead.
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  const goBack = () => (index > 0 ? navigate(-1) : navigate(links[0].to));
  return (
    <div className={styles.page}>
      <StateCard
        icon="inbox"
        title={title}
        actions={
          <>
            <ButtonLink to={links[0].to}>{links[0].label}</ButtonLink>
            <ButtonLink to={links[1].to} variant="secondary">
              {links[1].label}
            </ButtonLink>
            <Button variant="ghost" onClick={() => void goBack()}>
              {projectDetailCopy.goBack}
            </Button>
          </>
        }
      >
        <p>{message}</p>
      </StateCard>
    </div>
  );
}
