import { Tool, UiResource } from '@mcp-codegen/decorators';

/** What a roll gave. */
export interface Roll {
  /** Each die, in the order rolled. */
  rolls: number[];
  total: number;
}

/** An MCP App: hosts that render apps show ui/roll.html with the result of roll_dice. */
@UiResource('ui://dice/roll.html', { file: 'ui/roll.html', title: 'Dice roll', description: 'Shows the dice of a roll and their total.', prefersBorder: true })
export class Dice {
  /**
   * Rolls dice and adds them up.
   * @param count How many dice. @minimum 1 @maximum 20
   * @param sides Faces of each die. @minimum 2 @maximum 100
   */
  @Tool({ name: 'roll_dice', ui: 'ui://dice/roll.html' })
  roll(count: number, sides: number): Roll {
    const rolls = Array.from({ length: count }, () => 1 + Math.floor(Math.random() * sides));
    return { rolls, total: rolls.reduce((sum, n) => sum + n, 0) };
  }

  /** A UI made by a method: a card that says which dice exist. */
  @UiResource('ui://dice/about.html', { csp: { resourceDomains: ['https://fonts.example.com'] } })
  about(): string {
    return '<!doctype html><meta charset="utf-8"><title>Dice</title><p>Dice from 2 to 100 sides.</p>';
  }
}
