// Questions outside what the site can answer. They train the model's "None" class, so that
// small talk about anything else lands on the fallback (a person) instead of the nearest intent.
export const offTopicUtterances = [
  'what is the weather today',
  'tell me something funny',
  'who is the president of the united states',
  'what is the meaning of life',
  'can you sing me a song',
  'what is your favourite colour',
  'how old are you',
  'do you like pizza',
  'play some music',
  'what day is it today',
  'solve this equation for me',
  'translate this sentence into spanish',
  'who is the best football player ever',
  'give me a recipe for pasta',
  'book me a flight to paris',
  'what is bitcoin worth',
  'what is the population of china',
  'do you believe in aliens',
  'write me a poem',
  'which team will win the league',
];
