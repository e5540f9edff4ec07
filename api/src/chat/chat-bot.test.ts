import { ChatBot, normalizeMessage } from './chat-bot';
import { buildCorpus, siteContent, type SiteContent } from './corpus';

const options = { threshold: 0.5, minCoverage: 0.5 };

/** A copy of the content with other facts, as after a rebrand. */
function changedContent(): SiteContent {
  const content = structuredClone(siteContent) as SiteContent;
  content.company.phones.sales = '+1 (212) 555-0199';
  content.company.hours.saturday = 'Saturday closed';
  content.company.offices = [
    { city: 'Berlin', country: 'Germany', address: 'Unter den Linden 1, 10117 Berlin, Germany' },
  ];
  content.projects[0]!.rating = 3.2;
  content.services[1]!.summary = 'Websites built with love and tested on every device.';
  return content;
}

describe('ChatBot', () => {
  let original: ChatBot;
  let changed: ChatBot;
  beforeAll(async () => {
    [original, changed] = await Promise.all([
      ChatBot.train(siteContent, options),
      ChatBot.train(changedContent(), options),
    ]);
  });

  it('answers from the content it was given, so a changed fact changes the answer', async () => {
    const before = await original.respond('what is your phone number');
    const after = await changed.respond('what is your phone number');
    expect(before.reply).toContain(siteContent.company.phones.sales);
    expect(after.reply).toContain('+1 (212) 555-0199');
    expect(after.reply).not.toContain(siteContent.company.phones.sales);

    expect((await changed.respond('are you open on weekends')).reply).toContain('Saturday closed');
    const offices = await changed.respond('where are you located');
    expect(offices.reply).toBe(
      'We have one office: Berlin (Unter den Linden 1, 10117 Berlin, Germany).',
    );
    expect((await changed.respond('tell me about CareLink')).reply).toContain('rated 3.2');
    expect((await changed.respond('do you build websites')).reply).toContain(
      'Websites built with love',
    );
  });

  it('has at least eight varied utterances for every intent', () => {
    for (const intent of buildCorpus(siteContent)) {
      const distinct = new Set(intent.utterances.map(normalizeMessage));
      expect([intent.name, distinct.size >= 8]).toEqual([intent.name, true]);
    }
  });

  it('ignores casing, punctuation and stretched letters', async () => {
    expect(normalizeMessage('  HELLOOOO!!!   There?? ')).toBe('helloo there');
    for (const message of [
      'WHERE IS YOUR OFFICE???',
      'where is your offfice',
      'Where is your ofice',
    ]) {
      expect((await original.classify(message)).intent).toBe('offices');
    }
  });

  it('gives the fallback below the confidence threshold', async () => {
    const strict = await ChatBot.train(siteContent, { threshold: 1.01, minCoverage: 0 });
    const answer = await strict.respond('where is your office');
    expect(answer).toMatchObject({ intent: 'fallback', handoff: true });
    expect(answer.confidence).toBeGreaterThan(0.5);
  });

  it('trains quickly', () => {
    // Reported, not asserted against a clock: see the benchmark for the figure on this machine.
    expect(original.trainingMs).toBeGreaterThan(0);
  });
});
