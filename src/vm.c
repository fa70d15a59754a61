/* vm.c: the bytecode interpreter: runs a resolving spell's code; each opcode decodes operands and calls one rules function. */
#include "vm.h"
#include <stdio.h>

static void draw_cards(mtg_game *g, int32_t who, int32_t n)
{
  if (!IS_PLAYER_REF(who))
    return;
  for (int i = 0; i < n; i++)
    zone_draw(g, REF_PLAYER(who));
}

static void gain_life(mtg_game *g, int32_t who, int32_t n)
{
  if (IS_PLAYER_REF(who))
    game_gain_life(g, REF_PLAYER(who), n);
}

static void lose_life(mtg_game *g, int32_t who, int32_t n)
{
  if (IS_PLAYER_REF(who))
    game_lose_life(g, REF_PLAYER(who), n);
}

static void tap(mtg_game *g, int32_t ref)
{
  if (ref >= 0 && ref < MAX_OBJECTS && g->objs[ref].zone == ZONE_BATTLEFIELD) {
    g->objs[ref].flags |= OBJ_TAPPED;
    g->dirty = 1;
  }
}

/* moves a permanent named by ref to a zone (destroy: indestructible ones stay, 702.12b) */
static void move_permanent(mtg_game *g, int32_t ref, int zone, int destroy)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return;
  if (destroy && (g->objs[ref].keywords & KWBIT(INDESTRUCTIBLE)))
    return;
  ev_push(g, zone == ZONE_GRAVEYARD ? EV_DIES : zone == ZONE_EXILE ? EV_EXILED : EV_BOUNCED, g->objs[ref].controller,
          ref, NONE, 0);
  zone_move(g, ref, zone);
}

static void add_counters(mtg_game *g, int32_t ref, int kind, int32_t n)
{
  if (ref >= 0 && ref < MAX_OBJECTS)
    obj_add_counters(g, ref, kind, n);
}

/* 111.2: tokens enter the battlefield under their creator's control (the verifier checked the card) */
static void create_tokens(mtg_game *g, int card, int32_t n, int controller)
{
  for (int i = 0; i < n; i++) {
    int o = zone_new_object(g, card, controller);
    if (o < 0 || g->nbf >= MAX_BF)
      return; /* the game's object table is full: no more tokens */
    g->objs[o].flags |= OBJ_TOKEN;
    ev_push(g, EV_TOKEN, controller, o, NONE, 0);
    zone_put(g, o, ZONE_BATTLEFIELD, controller);
  }
}

static void pump(mtg_game *g, int source, int32_t ref, int32_t power, int32_t toughness)
{
  if (ref >= 0 && ref < MAX_OBJECTS)
    lay_add_pump(g, source, ref, power, toughness);
}

#if MTG_DEBUG_TRACE
#define TRACE() fprintf(stderr, "vm %4d %s\n", (int)(pc - code), op_table[*pc].name)
#else
#define TRACE() ((void)0)
#endif

/* The pack verifier guarantees: known opcodes, operands in bounds, stack depth within max_stack <= VM_STACK,
   TARGET operands below ntargets, and END at the end -- so the loop does no checks of its own. */
int vm_run(mtg_game *g, const stack_item *si) { return vm_exec(g, si, NULL); }

/* facts about IT for static abilities; false when there is no IT */
static int it_is(const mtg_game *g, const vm_static *st, int what, int arg, const stack_item *si)
{
  if (!st)
    return 0;
  const obj *ob = &g->objs[st->it];
  switch (what) {
  case OP_IT_CREATURE: return (ob->types & TYPEBIT(CREATURE)) != 0;
  case OP_IT_YOURS: return ob->controller == si->controller;
  case OP_IT_OTHER: return st->it != si->obj;
  case OP_IT_COLOR: return (ob->colors >> arg) & 1;
  case OP_IT_ATTACKING: return (ob->flags & OBJ_ATTACKING) != 0;
  case OP_IT_UNTAPPED: return !(ob->flags & OBJ_TAPPED);
  default: return 0;
  }
}

static void modify_pt(vm_static *st, int32_t p, int32_t t)
{
  if (!st)
    return;
  st->matched = 1;
  st->power = (int16_t)(st->power + p);
  st->toughness = (int16_t)(st->toughness + t);
}

int vm_exec(mtg_game *g, const stack_item *si, vm_static *st)
{
  const pack_ability *ab = &g->pack->abils[si->ability];
  const uint8_t *code = g->pack->code + ab->code, *pc = code;
  int32_t stack[VM_STACK], *sp = stack;
#if MTG_COMPUTED_GOTO
  static const void *const labels[OP__COUNT] = {
#define OP(name, operands, pops, pushes, effect) &&L_##name,
#include "opcodes.def"
#undef OP
  };
#endif
  VM_LOOP
  VM_CASE(END) { TRACE(); return 0; }
  VM_CASE(PUSH) { TRACE(); *sp++ = op_read_s16(pc + 1); pc += 3; VM_BREAK; }
  VM_CASE(TARGET) { TRACE(); *sp++ = vm_ref(si->target[pc[1]]); pc += 2; VM_BREAK; }
  VM_CASE(YOU) { TRACE(); *sp++ = vm_ref(PLAYER_REF(si->controller)); pc += 1; VM_BREAK; }
  VM_CASE(SELF) { TRACE(); *sp++ = vm_ref(si->obj); pc += 1; VM_BREAK; }
  VM_CASE(OPPONENT) { TRACE(); *sp++ = vm_ref(PLAYER_REF(si->controller ^ 1)); pc += 1; VM_BREAK; }
  VM_CASE(DAMAGE) { TRACE(); sp -= 2; cmb_deal_damage(g, si->obj, (uint16_t)sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(DRAW) { TRACE(); sp -= 2; draw_cards(g, sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(GAIN_LIFE) { TRACE(); sp -= 2; gain_life(g, sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(LOSE_LIFE) { TRACE(); sp -= 2; lose_life(g, sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(TAP) { TRACE(); sp -= 1; tap(g, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(DESTROY) { TRACE(); sp -= 1; move_permanent(g, sp[0], ZONE_GRAVEYARD, 1); pc += 1; VM_BREAK; }
  VM_CASE(EXILE) { TRACE(); sp -= 1; move_permanent(g, sp[0], ZONE_EXILE, 0); pc += 1; VM_BREAK; }
  VM_CASE(BOUNCE) { TRACE(); sp -= 1; move_permanent(g, sp[0], ZONE_HAND, 0); pc += 1; VM_BREAK; }
  VM_CASE(COUNTERS) { TRACE(); sp -= 2; add_counters(g, sp[0], pc[1], sp[1]); pc += 2; VM_BREAK; }
  VM_CASE(CREATE) { TRACE(); sp -= 1; create_tokens(g, (uint16_t)op_read_s16(pc + 1), sp[0], si->controller); pc += 3; VM_BREAK; }
  VM_CASE(PUMP) { TRACE(); sp -= 3; pump(g, si->obj, sp[0], sp[1], sp[2]); pc += 1; VM_BREAK; }
  VM_CASE(IT_CREATURE) { TRACE(); *sp++ = it_is(g, st, OP_IT_CREATURE, 0, si); pc += 1; VM_BREAK; }
  VM_CASE(IT_YOURS) { TRACE(); *sp++ = it_is(g, st, OP_IT_YOURS, 0, si); pc += 1; VM_BREAK; }
  VM_CASE(IT_OTHER) { TRACE(); *sp++ = it_is(g, st, OP_IT_OTHER, 0, si); pc += 1; VM_BREAK; }
  VM_CASE(IT_COLOR) { TRACE(); *sp++ = it_is(g, st, OP_IT_COLOR, pc[1], si); pc += 2; VM_BREAK; }
  VM_CASE(IT_ATTACKING) { TRACE(); *sp++ = it_is(g, st, OP_IT_ATTACKING, 0, si); pc += 1; VM_BREAK; }
  VM_CASE(IT_UNTAPPED) { TRACE(); *sp++ = it_is(g, st, OP_IT_UNTAPPED, 0, si); pc += 1; VM_BREAK; }
  VM_CASE(REQUIRE) { TRACE(); sp -= 1; if (!sp[0]) return 0; pc += 1; VM_BREAK; }
  VM_CASE(MODIFY_PT) { TRACE(); sp -= 2; modify_pt(st, sp[0], sp[1]); pc += 1; VM_BREAK; }
  VM_END_LOOP
  return 0;
}
