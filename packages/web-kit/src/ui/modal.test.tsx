import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Become an author</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Become an Author"
        description="Fill out the form to request author privileges"
      >
        <label>
          Name <input />
        </label>
        <button>Submit</button>
      </Modal>
    </>
  );
}

it('opens labelled, keeps focus inside, closes on Escape and gives focus back', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Become an author' });
  await user.click(opener);

  const dialog = screen.getByRole('dialog', { name: 'Become an Author' });
  expect(dialog).toHaveAccessibleDescription('Fill out the form to request author privileges');
  expect(screen.getByLabelText('Name')).toHaveFocus();

  await user.tab();
  expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('closes with its close button', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Become an author' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
