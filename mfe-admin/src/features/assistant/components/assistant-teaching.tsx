import { Button, Notice } from '@brightwave/web-kit';
import { useState } from 'react';
import { ConsoleTable, formatTime, ListState, styles } from '../../../components/console';
import { undoLesson, useLessons, useUnanswered } from '../api/lessons';
import local from './assistant.module.css';
import { TeachForm } from './teach-form';

/**
 * What the assistant could not answer (similar questions grouped, most asked first), a form to
 * teach it one, and what was taught, each with Undo.
 */
export function AssistantTeaching() {
  const unanswered = useUnanswered();
  const lessons = useLessons();
  const [teaching, setTeaching] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const reload = () => {
    unanswered.reload();
    lessons.reload();
  };

  async function undo(id: string, question: string) {
    try {
      await undoLesson(id);
      setNotice({
        tone: 'success',
        text: `Undone: the assistant no longer learns from "${question}".`,
      });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {teaching !== null && lessons.latest && (
        <TeachForm
          key={teaching}
          question={teaching}
          answers={lessons.latest.answers}
          onCancel={() => setTeaching(null)}
          onTaught={(question) => {
            setTeaching(null);
            setNotice({
              tone: 'success',
              text: `Taught: "${question}". Every assistant answers it within a few seconds.`,
            });
            reload();
          }}
        />
      )}
      <section className={local.block} aria-labelledby="unanswered-title">
        <h2 id="unanswered-title" className={local.heading}>
          Questions it could not answer
        </h2>
        <ListState
          load={unanswered}
          loadingLabel="Loading unanswered questions"
          isEmpty={(data) => data.items.length === 0}
          empty="Nothing unanswered: the assistant understood every question."
        >
          {(data) => (
            <ConsoleTable
              caption="Unanswered questions, most asked first"
              columns={['Question', 'Asked', 'Last asked', 'Action']}
            >
              {data.items.map((item) => (
                <tr key={item.message}>
                  <td data-label="Question">{item.message}</td>
                  <td data-label="Asked">{item.count === 1 ? 'once' : `${item.count} times`}</td>
                  <td data-label="Last asked" className={styles.nowrap}>
                    {formatTime(item.lastAskedAt)}
                  </td>
                  <td data-label="Action">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={`Teach: ${item.message}`}
                      onClick={() => {
                        setNotice(null);
                        setTeaching(item.message);
                      }}
                    >
                      Teach
                    </Button>
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </ListState>
      </section>
      <section className={local.block} aria-labelledby="taught-title">
        <h2 id="taught-title" className={local.heading}>
          Taught
        </h2>
        <ListState
          load={lessons}
          loadingLabel="Loading what was taught"
          isEmpty={(data) => data.lessons.length === 0}
          empty="Nothing taught yet."
        >
          {(data) => (
            <ConsoleTable
              caption="Taught, newest first"
              columns={['Question', 'Answer', 'By', 'Action']}
            >
              {data.lessons.map((lesson) => (
                <tr key={lesson.id}>
                  <td data-label="Question">{lesson.question}</td>
                  <td data-label="Answer">
                    {lesson.reply ?? lesson.intent}
                    {lesson.link && <div className={styles.muted}>Link: {lesson.link.to}</div>}
                  </td>
                  <td data-label="By">
                    {lesson.createdBy}
                    <div className={styles.muted}>{formatTime(lesson.createdAt)}</div>
                  </td>
                  <td data-label="Action">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={`Undo: ${lesson.question}`}
                      onClick={() => void undo(lesson.id, lesson.question)}
                    >
                      Undo
                    </Button>
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </ListState>
      </section>
    </>
  );
}
