import { describe, expect, it } from 'vitest';
import type { FundsFlowNode } from '../../api/alertTypes';
import { layoutFundsFlow } from './fundsFlowLayout';

const node = (alert_id: string, parent_id: string | null): FundsFlowNode => ({
  alert_id,
  parent_id,
  node_type: 'card',
  pan: `4149${alert_id}`,
  iban: null,
  status_id: 10,
  total_amount: null,
  currency_code: null,
  issuer_info: {
    outcome: 'found',
    issuer_org_id: 2,
    issuer_org_name: 'Bank Alpha',
    issuer_icon_src: null,
    issuer_country_id: 'UA',
    issuer_country_name: 'Ukraine',
    issuer_country_code_2: 'UA',
    service_enable: true,
    monitoring_email: null,
  },
});

const placed = (nodes: FundsFlowNode[]) =>
  layoutFundsFlow(nodes).map(({ node: { alert_id }, depth, column }) => [alert_id, depth, column]);

describe('layoutFundsFlow', () => {
  it.each([
    ['one recipient', [node('a', null)], [['a', 0, 0]]],
    [
      'a chain and a fork',
      [node('a', null), node('b', 'a'), node('c', 'a'), node('d', 'b')],
      [
        ['a', 0, 0],
        ['b', 1, 0],
        ['c', 1, 1],
        ['d', 2, 0],
      ],
    ],
    ['a parent outside the flow starts a chain', [node('b', 'gone')], [['b', 0, 0]]],
    [
      'nodes only a cycle reaches are still shown',
      [node('a', null), node('x', 'y'), node('y', 'x')],
      [
        ['a', 0, 0],
        ['x', 0, 1],
        ['y', 0, 2],
      ],
    ],
  ])('%s', (_name, nodes, expected) => {
    expect(placed(nodes)).toEqual(expected);
  });
});
