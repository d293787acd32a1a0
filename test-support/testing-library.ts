// Screen tests run beside the API's database tests on two cores: a screen can take well over
// Testing Library's default second to answer, so its waits allow five.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
