import type pg from 'pg';

/** The simulator's own tables, in its own schema; safe to run on every start. */
const TABLES = `
create table if not exists accounts (
  api_key text primary key,
  api_secret text not null
);
create table if not exists requests (
  account text not null,
  request_id text not null,
  operation text not null,
  result jsonb,
  accepted_at timestamptz not null,
  visible_at timestamptz not null,
  primary key (account, request_id)
);
create table if not exists request_log (
  id bigint generated always as identity primary key,
  account text,
  request_id text,
  operation text not null,
  method text not null,
  path text not null,
  status_code integer not null,
  executed boolean not null default false,
  fault text,
  at timestamptz not null default now()
);
create table if not exists vendors (
  account text not null,
  vendor_code text not null,
  data jsonb not null,
  updated_at timestamptz not null,
  primary key (account, vendor_code)
);
create table if not exists products (
  account text not null,
  product_code text not null,
  data jsonb not null,
  updated_at timestamptz not null,
  primary key (account, product_code)
);
create table if not exists sku_mappings (
  account text not null,
  shop_code text not null,
  shop_sku_code text not null,
  product_code text not null,
  primary key (account, shop_code, shop_sku_code)
);
create table if not exists inbound_schedules (
  account text not null,
  schedule_number text not null,
  data jsonb not null,
  status text not null,
  cancelled_lines integer[] not null default '{}',
  due_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (account, schedule_number)
);
-- Receipts in parts (inboundParts): how many the schedule arrives in, and how many have come.
alter table inbound_schedules add column if not exists parts integer not null default 1;
alter table inbound_schedules add column if not exists parts_received integer not null default 0;
-- The warehouse's own ids (contract field ref): IS-<seq> of a schedule, SI-<seq> of an
-- instruction; sequences span every account and survive a reset, so an id is never reused.
alter table inbound_schedules add column if not exists seq bigint generated always as identity;
create table if not exists inbound_results (
  id bigint generated always as identity primary key,
  account text not null,
  schedule_number text not null,
  lines jsonb not null,
  received_at timestamptz not null
);
alter table inbound_results add column if not exists schedule_ref text;
update inbound_results r set schedule_ref = 'IS-' || s.seq from inbound_schedules s
 where r.schedule_ref is null and s.account = r.account and s.schedule_number = r.schedule_number;
create table if not exists shipping_instructions (
  seq bigint generated always as identity,
  account text not null,
  instruction_number text not null,
  data jsonb not null,
  status text not null,
  working_at timestamptz not null,
  due_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (account, instruction_number)
);
create table if not exists shipments (
  account text not null,
  instruction_number text not null,
  data jsonb not null,
  shipped_at timestamptz not null,
  primary key (account, instruction_number)
);
create table if not exists shipping_ng (
  account text not null,
  instruction_number text not null,
  data jsonb not null,
  reported_at timestamptz not null,
  primary key (account, instruction_number)
);
create table if not exists inventory (
  account text not null,
  product_code text not null,
  quantity integer not null check (quantity >= 0),
  non_sellable integer not null check (non_sellable >= 0),
  updated_at timestamptz not null,
  primary key (account, product_code)
);
create table if not exists inventory_changes (
  id bigint generated always as identity primary key,
  account text not null,
  product_code text not null,
  data jsonb not null,
  changed_at timestamptz not null
);
create table if not exists customer_returns (
  account text not null,
  return_number text not null,
  data jsonb not null,
  returned_at timestamptz not null,
  primary key (account, return_number)
);
-- Rows stored before instructions had a ref get it from their instruction.
update shipments t set data = t.data || jsonb_build_object('instructionRef', 'SI-' || i.seq)
  from shipping_instructions i
 where not t.data ? 'instructionRef' and i.account = t.account
   and i.instruction_number = t.instruction_number;
update shipping_ng t set data = t.data || jsonb_build_object('instructionRef', 'SI-' || i.seq)
  from shipping_instructions i
 where not t.data ? 'instructionRef' and i.account = t.account
   and i.instruction_number = t.instruction_number;
update customer_returns t set data = t.data || jsonb_build_object('instructionRef', 'SI-' || i.seq)
  from shipping_instructions i
 where not t.data ? 'instructionRef' and i.account = t.account
   and i.instruction_number = t.data->>'instructionNumber';
`;

/** Every table, for the control API's reset. */
export const SIM_TABLES = [
  'requests',
  'request_log',
  'vendors',
  'products',
  'sku_mappings',
  'inbound_schedules',
  'inbound_results',
  'shipping_instructions',
  'shipments',
  'shipping_ng',
  'inventory',
  'inventory_changes',
  'customer_returns',
] as const;

export const SCHEMA_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/** Creates the schema and its tables; concurrent starts are serialised by an advisory lock. */
export async function migrateSim(pool: pg.Pool, schema: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [`warehouse-sim:${schema}`]);
    await client.query(`create schema if not exists "${schema}"`);
    await client.query(`set search_path to "${schema}"`);
    await client.query(TABLES);
    await client.query('select pg_advisory_unlock(hashtext($1))', [`warehouse-sim:${schema}`]);
  } finally {
    client.release();
  }
}
