// Browser journeys wait on real servers and builds: jest's 5 s default is too short.
jest.setTimeout(120_000);
