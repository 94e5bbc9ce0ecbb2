import { Tool } from '@mcp-codegen/decorators';

/** What a roll gave. */
export interface Roll {
  /** Each die, in the order rolled. */
  rolls: number[];
  total: number;
}

export class Dice {
  /**
   * Rolls dice and adds them up.
   * @param count How many dice. @minimum 1 @maximum 20
   * @param sides Faces of each die. @minimum 2 @maximum 100
   */
  @Tool({ name: 'roll_dice' })
  roll(count: number, sides: number): Roll {
    const rolls = Array.from({ length: count }, () => 1 + Math.floor(Math.random() * sides));
    return { rolls, total: rolls.reduce((sum, n) => sum + n, 0) };
  }
}
