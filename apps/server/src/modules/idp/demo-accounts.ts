// Seeded people and companies of the built-in development issuer; the ids are fixed so that the
// app's users and memberships stay the same across restarts and machines.

export type DemoOrganisation = { uuid: string; name: string };

export type DemoAccount = {
  /** OIDC subject, stable forever. */
  sub: string;
  email: string;
  name: string;
  password: string;
  /** The first entry is the user's current organisation. */
  organisations: DemoOrganisation[];
};

export const DEMO_PASSWORD = 'demo1234';

const SAMPLE_BUTSURYU: DemoOrganisation = {
  uuid: '475e85bf-e498-43bb-9d08-e01341958bc5',
  name: '株式会社サンプル物流',
};

const TEST_SHOJI: DemoOrganisation = {
  uuid: '615416c8-541a-4f60-96c9-73d5f9e68ab1',
  name: '株式会社テスト商事',
};

export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [SAMPLE_BUTSURYU, TEST_SHOJI];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    sub: 'b5035acf-6502-42a2-bc9d-0a0afe611914',
    email: 'yamada@sample-butsuryu.example',
    name: '山田 太郎',
    password: DEMO_PASSWORD,
    organisations: [SAMPLE_BUTSURYU],
  },
  {
    sub: 'cfc9ec86-163a-4ce5-a16a-e917d901efab',
    email: 'sato@sample-butsuryu.example',
    name: '佐藤 花子',
    password: DEMO_PASSWORD,
    organisations: [SAMPLE_BUTSURYU],
  },
  {
    sub: '7e0c2c15-e6c6-45a7-996a-60af747cab3c',
    email: 'suzuki@test-shoji.example',
    name: '鈴木 一郎',
    password: DEMO_PASSWORD,
    organisations: [TEST_SHOJI],
  },
  {
    sub: '23ea45e6-2ec1-4b0b-9029-e4b75c5a0957',
    email: 'takahashi@test-shoji.example',
    name: '高橋 美咲',
    password: DEMO_PASSWORD,
    organisations: [TEST_SHOJI, SAMPLE_BUTSURYU],
  },
];
