/* dsl.h: the card compiler's context, tokens, and the calls the grammar's actions make (cg_*). */
#ifndef MTG_DSL_H
#define MTG_DSL_H

#include "pack_format.h"
#include <stdint.h>
#include <stdio.h>

struct mtg_pack;

#define DSL_NAME 128      /* bytes of a card name */
#define DSL_CODE 512      /* bytes of one ability's code */
#define DSL_TEXT 2048     /* bytes of a card's rules text */
#define DSL_ABILITIES 24  /* non-keyword abilities of one card (a Command's six pairs of modes too) */
#define DSL_ABIL_TEXT 320 /* bytes of one ability's text (modes chosen together: two lines) */

typedef struct dsl_tok {
  uint32_t off;  /* byte offset in the source */
  uint32_t len;  /* length in bytes */
} dsl_tok;

/* a token an effect of the card being compiled creates: its definition becomes a pack card (PACK_TOKEN) */
typedef struct cg_token {
  char name[DSL_NAME];            /* "<subtypes> Token" (111.4) */
  pack_card rec;                  /* its characteristics */
  int predefined;                 /* a predefined token (111.10) its 'token "Name"' definition describes */
  int x;                          /* "an X/X ... token": its power and toughness are X as it is made (CREATE_XX) */
  int firebending;                /* tlacards: "... token with firebending 1": N of its triggered ability (702.189a), or 0 */
  int guard_sub;                  /* tlacards 14: with "This token can't block or be blocked by non-Spirit creatures.":
                                     1 + the creature type (SUB_*), or 0 */
} cg_token;

#define DSL_TOKENS 2              /* token kinds one card may create */
#define DSL_FIXES 16              /* CREATE operands of one card (modes chosen together repeat them) */
#define DSL_CONT_CODE 160         /* bytes of one continuous effect's code */
#define DSL_EFFECTS 4             /* continuous-effect abilities one card's spells and abilities create */
#define DSL_GRANTED 2             /* quoted triggered abilities waiting to be appended to one card (grantgen.c) */

enum { CG_SUBJ_NONE, CG_SUBJ_SET, CG_SUBJ_TARGET, CG_SUBJ_SELF, CG_SUBJ_CDA,
       CG_SUBJ_ATTACHED }; /* "enchanted creature", "equipped creature": the permanent the source is attached to */
/* how the text said it, kept in a static or continuous-effect ability's `joins` byte for the printer */
enum { CG_HINT_ALL = 1, CG_HINT_EACH = 2, CG_HINT_GAIN = 4, CG_HINT_EOT_FIRST = 8, CG_HINT_IT = 64, /* "It gains ..." */
       CG_HINT_STILL = 16,        /* "becomes a 3/3 creature that's still a land" */
       CG_HINT_STILL_AFTER = 32, /* "becomes a ... creature until end of turn. It's still a land." */
       CG_HINT_STILL_PW = 128 }; /* "... that's still a planeswalker" */

/* a continuous effect being compiled (cont.c): its condition, filters and layered operations */
typedef struct cg_cont {
  uint8_t code[DSL_CONT_CODE];
  uint32_t len;
  int depth, max_depth;           /* operand stack while generating */
  uint16_t layers;                /* bit LAYER_* of its operations */
  uint8_t flags;                  /* PACK_ABF_* */
  int subject;                    /* CG_SUBJ_* */
  int target;                     /* CG_SUBJ_TARGET: the target's index */
  int nops;                       /* layered operations */
  int pump;                       /* it is exactly one MODIFY_PT of constants: PUMP does it */
  int pump_p, pump_t;
  int pt_x;                       /* "+X/+X" after another operation: a group's, counted by "where X is ..." */
  int last_kw;                    /* the last predicate granted a keyword: a bare "and <keyword>" continues it */
  int becomes_types;              /* "becomes a ... creature" added card types: "It's still a land." must follow */
  int started;                    /* something was compiled into it */
  int hints;                      /* CG_HINT_* */
  int still;                      /* "that's still a land" was said inside it */
  int is_a;                       /* inside "is a ...": card types named replace the old ones (205.1b) */
  int creature_types;             /* the last operation named a creature type of a "becomes a ..." phrase */
  int legendary;                  /* "becomes a legendary ...": ADD_SUPER when the phrase ends */
  int type_mask;                  /* the card types "is a ..." named so far (bit TYPE_*) */
  uint32_t cond_at;               /* 1 + where a condition said after the effect ("... as long as") begins, or 0 */
  int wording3;                   /* PACK_WORD3_* for the ability it becomes ("is all creature types", "also gain") */
  uint32_t off;                   /* where its line starts (diagnostics) */
} cg_cont;

/* a continuous-effect ability (ABIL_EFFECT) a spell or ability of the card creates; appended at the card's end */
typedef struct cg_effabil {
  uint8_t code[DSL_CONT_CODE];
  uint32_t len;
  uint16_t layers;
  uint8_t max_stack;
  uint8_t hints;                  /* CG_HINT_*, for the printer */
  uint8_t wording;                /* PACK_WORD_THIS_TURN: "... this turn" */
  uint16_t wording3;              /* PACK_WORD3_* (eclcards: "also gain") */
} cg_effabil;

/* one compiled card, before it is written into a pack */
typedef struct cg_card {
  char name[DSL_NAME];            /* the card name */
  char set[8];                    /* set code */
  char text[DSL_TEXT];            /* its rules text lines, as written */
  pack_card rec;                  /* numeric fields; string fields are filled by the pack writer */
  int nabil;                      /* its non-keyword abilities */
  pack_ability abil[DSL_ABILITIES]; /* their records; code offsets are relative to this card's code */
  int open;                       /* index of the ability being generated, or -1 */
  int closed;                     /* index of the ability whose line just ended, or -1 */
  char abil_text[DSL_ABILITIES][DSL_ABIL_TEXT]; /* each ability's own line (empty: the card's text) */
  uint8_t code[DSL_CODE];         /* the bytecode of all its abilities */
  uint32_t code_len;              /* bytes used */
  int depth;                      /* operand-stack depth while generating */
  int pay_generic;                /* "unless ... pays {N}{W}": its generic mana, then its colored symbols */
  int pay_discard;                /* "unless you discard a card" instead */
  uint8_t pay_sym[5];
  int neffects;                   /* effects generated in the open ability */
  int ntokens;                    /* tokens it creates */
  cg_token tokens[DSL_TOKENS];
  int nfix;                       /* CREATE operands to patch with the token's card id */
  struct { uint32_t at; int token; } fix[DSL_FIXES];
  cg_cont cont;                   /* the continuous effect being compiled */
  int need_still;                 /* a "becomes a ... creature" effect waits for "It's still a land." (1: required,
                                     2: allowed -- "an artifact creature" keeps its types anyway, 205.1b) */
  int still_effabil;              /* the continuous-effect ability "It's still a land." would follow, or -1 */
  int last_target;                /* the target the last sentence named ("that creature") */
  int fight_it;                   /* "Then it fights ...": the target "it" is */
  int unless_n;                   /* "enters tapped unless you control ...": the counts compiled so far */
  int cost_who;                   /* a cost change: 0 the spells "you cast", 1 those "your opponents cast" */
  int their;                      /* 1 + the target whose controller "may search their library", or 0 */
  int if_op;                      /* the condition an "If ..." sentence compiles to: OP_KICKED (0: it) or OP_DID */
  char token_name[DSL_NAME];      /* "create Marit Lage, a legendary ...": the token's name, or empty */
  int ngranted;                   /* quoted abilities it grants itself waiting to be appended (grantgen.c): its
                                     effects' ("with \"Whenever ...\""), appended last, and the static ability's
                                     being compiled ('has "..."'), appended right after it */
  struct { pack_ability a; uint8_t code[DSL_CONT_CODE]; uint32_t len; char text[DSL_ABIL_TEXT]; } granted[DSL_GRANTED];
  int static_grant;               /* 1 + the slot of the static ability's quoted ability, or 0 */
  int said_it;                    /* the last self-reference was "it": in an ability with targets, the last target */
  int this_turn;                  /* the continuous effect being ended says "this turn" ("can't block this turn") */
  int modal;                      /* "Choose one —" (1), "Choose two —" (2), "Choose one or both —" (3) was said:
                                     bulleted modes follow */
  int act_modal;                  /* an activated ability's "...: Choose one —" was said: its modes (ACT_MODE) follow */
  int word;                       /* AWORD_* said before the next triggered ability ("Landfall —") */
  int clan_first;                 /* tdmcards 17: the first ability of a "• Abzan — ..." line (-1 outside one) */
  int clan_word;                  /* its AWORD_* */
  int clans[2];                   /* the words "choose Abzan or Mardu" named, 0 before */
  int neffabil;                   /* continuous-effect abilities */
  cg_effabil effabil[DSL_EFFECTS];
  int neffix;                     /* EFFECT / EFFECT_ALL operands to patch with the ability's index */
  struct { uint32_t at; int effabil; } effix[DSL_EFFECTS];
  char file[256];                 /* where it was defined */
  int line;                       /* its header line */
  uint32_t short_at[2];           /* 1 + where the last two short self-names ("Heliod") were lexed, or 0 */
  int nshort;                     /* short self-names lexed so far */
  int line_abil0;                 /* its abilities when the last text line ended: the next line's are those after */
  uint32_t off;                   /* its header's offset in the source */
  uint32_t abil_off[DSL_ABILITIES]; /* where each ability's line starts (for diagnostics) */
  uint32_t pt_off;                /* where its P/T line starts */
  /* "you may" and library searches (searchgen.c) */
  int may_abil;                   /* 1 + the ability whose "you may" sentence ended: nothing may follow it, or 0 */
  int search_how;                 /* SEARCH_* bits the search sentence being compiled said so far */
  uint32_t search2_at;            /* tdmcards: where the quality of "search your library for up to two ..." starts */
  int find_n;                     /* words of its quality ("basic land", "Forest or Plains") */
  uint8_t find_cat[8];            /* each word's kind: 0 supertype, 1 subtype, 2 card type */
  uint8_t find_or;                /* bit i: "or" came before word i */
  uint32_t find_off;              /* where its first word is (diagnostics) */
  /* kicker (kickgen.c) */
  uint32_t if_at;                 /* where the sentence under "If this spell was kicked," starts */
  int if_open;                    /* such a sentence is being read */
  uint32_t amount_at;             /* just after the PUSH of the last damage sentence's amount, or 0 */
  /* multi-faced cards (facegen.c) */
  char front[DSL_NAME];           /* a back face: its front face's name (the card before it in the file); else empty */
  int layout;                     /* a back face: PACK_LAYOUT_* its face line named */
} cg_card;

typedef struct dsl_ctx {
  /* the source being compiled */
  const char *file;               /* its path, for diagnostics */
  const char *src;                /* its text, NUL-terminated */
  uint32_t len;                   /* its length */
  char set[8];                    /* set code from its folder */
  /* the lexer */
  const char *cursor;             /* next byte to scan */
  int line_in_card;               /* lines of the current card seen so far: 0 header, 1 type line, 2+ text */
  int line_has_tokens;            /* the current line produced a token */
  uint32_t line_start;            /* offset of the current line's first token */
  uint32_t quiet_line;            /* line_start + 1 of a line whose first word was reported: no syntax error too */
  int indicator_line;             /* the current line is a color indicator's: it doesn't count as a line of the card */
  /* the card being compiled */
  cg_card cur;                    /* its fields */
  int failed;                     /* an error was reported in it */
  int parse_failed;               /* the parser could not recover: the rest of the card is skipped */
  int in_card;                    /* a card header was seen */
  /* results */
  cg_card *cards;                 /* compiled cards */
  int ncards, cap;
  int errors;                     /* diagnostics reported */
  int attempted;                  /* card headers seen */
  int compiled;                   /* cards compiled without error (a definition repeated identically counts) */
  FILE *diag;                     /* where diagnostics are printed */
  int emblem;                     /* compiling an emblem's quoted abilities: the type line may be "Emblem" */
  char kept_front[DSL_NAME];      /* the last card compiled: the front a face line that follows belongs to */
  int front_new;                  /* that card was kept now (not a repeated definition): a failing face removes it */
} dsl_ctx;

/* lexer.re */
int lex_next(dsl_ctx *c, dsl_tok *tok);   /* returns a TK_ code from grammar.h, 0 at the end */

/* grammar.y */
const char *gram_token_name(int major);   /* "'deals'", "a number", ...: how messages name a token */

/* compile.c */
void dsl_init(dsl_ctx *c, FILE *diag);
void dsl_free(dsl_ctx *c);
int dsl_compile_text(dsl_ctx *c, const char *file, const char *set, const char *text);
int dsl_compile_path(dsl_ctx *c, const char *path);      /* a .card file or a folder (recursive) */
void dsl_error(dsl_ctx *c, uint32_t off, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* codegen.c: the grammar's actions */
#define DSL_NUMBER_WORDS 11
#define CG_X (-1000)              /* a number that is X (107.3a): PUSH of it compiles to XVAL */
extern const char *const cg_number_words[DSL_NUMBER_WORDS]; /* "zero" .. "ten": numbers as Oracle text spells them */
void cg_card_begin(dsl_ctx *c, dsl_tok name);
void cg_cost(dsl_ctx *c, dsl_tok sym);
void cg_color_indicator(dsl_ctx *c, dsl_tok color);  /* "Color indicator: Green" (204): the card's colors */
void cg_type_word(dsl_ctx *c, dsl_tok w, int after_dash);
void cg_keyword(dsl_ctx *c, dsl_tok kw);
void cg_pt(dsl_ctx *c, dsl_tok p, int p_star, dsl_tok t, int t_star);
void cg_text_line(dsl_ctx *c, dsl_tok line);  /* a NEWLINE token: its slice is the whole line */
int cg_number(dsl_ctx *c, dsl_tok n);
int cg_target(dsl_ctx *c, int kind, dsl_tok at);
int cg_target_pair(dsl_ctx *c, dsl_tok at, dsl_tok a, dsl_tok b); /* "target Aura or Equipment you control" */
int cg_target_subtype(dsl_ctx *c, dsl_tok at, dsl_tok word);
int cg_counter_kind(dsl_ctx *c, dsl_tok kind);       /* "+1/+1" -> CTR_PLUS1, or -1 with an error */
void cg_filter_counter(dsl_ctx *c, dsl_tok kind);    /* "with a +1/+1 counter on it" */
void cg_filter_no_keyword(dsl_ctx *c, dsl_tok kw);   /* "without flying" */
void cg_if_color(dsl_ctx *c, int op, int target, dsl_tok color); /* "Counter target spell if it's blue." */
void cg_trigger_cast_color(dsl_ctx *c, dsl_tok color); /* "Whenever a player casts a red spell," */
void cg_filter_that_player(dsl_ctx *c);              /* "other ... that player controls": the target's controller */
int cg_target_creatures(dsl_ctx *c, dsl_tok at, dsl_tok w); /* "target creature's" */
int cg_target_words(dsl_ctx *c, dsl_tok at, dsl_tok word, const char *noun); /* "target nonland permanent" */
int cg_target_keyword(dsl_ctx *c, dsl_tok at, dsl_tok kw, int kind, int want); /* "... or creature with flying" */
void cg_damage_opponents(dsl_ctx *c, int amount);   /* "<self> deals N damage to each opponent" */
void cg_damage(dsl_ctx *c, int amount, int target);
void cg_player_effect(dsl_ctx *c, int op, int amount, int target); /* target -1: you, -2: each opponent */
int cg_mana_kind(const dsl_ctx *c, dsl_tok sym);      /* codegen.c: MANA_* of {W} .. {C}, or -1 */
void cg_pool_add(dsl_ctx *c, dsl_tok sym);            /* poolgen.c: "Add {U}{R}{W}." -- one symbol to the pool */
void cg_pool_any(dsl_ctx *c, dsl_tok one);            /* poolgen.c: "Add one mana of any color." (ADD_ANY_COLOR) */
void cg_pool_keep(dsl_ctx *c);                        /* ... "you don't lose this mana as steps and phases end" */
void cg_reveal_top_land(dsl_ctx *c);                  /* "defending player reveals the top card ... puts it into their hand" */
void cg_devotion_loss(dsl_ctx *c, int x, dsl_tok color); /* "each opponent loses X life, where X is your devotion to black" */
void cg_trigger_begin(dsl_ctx *c, int trigger);   /* "When this creature enters," opens a triggered ability */
void cg_trigger_end(dsl_ctx *c);
void cg_ability_word(dsl_ctx *c, dsl_tok w);        /* "Landfall —" before a triggered ability (207.2c) */
void cg_trigger_cond(dsl_ctx *c, int cond);          /* ", if you attacked this turn," (603.4) */
void cg_cost_symbol(dsl_ctx *c, dsl_tok sym);       /* {T}, {N}, {W}..{C}, {X} in a cost (the first opens an activated ability) */
void cg_cost_sacrifice(dsl_ctx *c);                 /* "Sacrifice this creature" */
void cg_cost_bits(dsl_ctx *c, int bits);
pack_ability *cg_cost_open(dsl_ctx *c);               /* the activated ability a cost item belongs to, or NULL */
void cg_draw_that_many(dsl_ctx *c);
void cg_look_take(dsl_ctx *c, int take);
void cg_find_color(dsl_ctx *c, dsl_tok w);            /* "green" in a search's quality: FIND_COLOR */
void cg_shuffle_self(dsl_ctx *c);                     /* "Shuffle <this spell> into its owner's library." */
void cg_put_from_hand(dsl_ctx *c);                    /* "put a <quality> card from your hand onto the battlefield" */              /* "... Put two of them into your hand and the rest on the bottom ..." */                 /* "draw that many cards": AMOUNT; YOU; DRAW */            /* "Discard a card [at random]", "Sacrifice an artifact or creature" */
void cg_mana_ability(dsl_ctx *c);                   /* "...: Add ..." makes it a mana ability (605.1a) */
void cg_mana_add(dsl_ctx *c, dsl_tok sym);          /* "Add {G}" / "{W} or {U}" */
void cg_mana_any(dsl_ctx *c, dsl_tok one);          /* "Add one mana of any color" */
void cg_mana_one_color(dsl_ctx *c, dsl_tok n, dsl_tok one); /* "Add three mana of any one color" (manadyngen.c) */
void cg_mana_dyn_shared(dsl_ctx *c, dsl_tok one, dsl_tok greatest, dsl_tok common); /* White Lotus Tile (manadyngen.c) */
void cg_mana_more(dsl_ctx *c, dsl_tok sym);         /* "Add {C}{C}": the same symbol again adds one more mana */
void cg_ability_end(dsl_ctx *c);
void cg_enters_tapped(dsl_ctx *c);                  /* "This land enters tapped." (614.1c) */
void cg_unless_begin(dsl_ctx *c);                   /* "This land enters tapped unless you control": opens it */
void cg_unless_subtype(dsl_ctx *c, dsl_tok w);      /* "... a Plains": the count of permanents of a subtype */
void cg_unless_super(dsl_ctx *c, dsl_tok w);        /* "... a basic land": the count of lands of a supertype */
void cg_unless_end(dsl_ctx *c);                     /* the counts added; NOT; UNLESS; SELF; TAP */
void cg_enter_pay_life(dsl_ctx *c, int life);
void cg_remove_counter(dsl_ctx *c, dsl_tok kind);
void cg_become_copy_chosen(dsl_ctx *c);
void cg_become_copy_except(dsl_ctx *c, int target); /* "... becomes a copy of target land, except it has this ability." */ /* "Target creature becomes a copy of that creature until end of turn." */
void cg_remove_counters_lands(dsl_ctx *c, dsl_tok kind); /* "remove all flood counters from them" (the lands) */   /* "Remove an ice counter from <self>.": REMOVE_COUNTERS */
void cg_state_counter(dsl_ctx *c, dsl_tok kind);    /* "When <self> has no ice counters on it," (603.8) */
void cg_if_you_do(dsl_ctx *c);                       /* "If you do, ...": DID; UNLESS n */
void cg_token_name_word(dsl_ctx *c, dsl_tok w);     /* a named token: "create Marit Lage, ..." */
void cg_token_legendary(dsl_ctx *c, dsl_tok w);     /* "... a legendary 20/20 ..." */       /* "As this land enters, you may pay N life. If you don't, ..." */
void cg_sorcery_speed(dsl_ctx *c);                  /* "Activate only as a sorcery." (602.5d) */
void cg_damage_about(dsl_ctx *c, int amount);       /* "... deals N damage to it" (the creature that entered) */
void cg_draw_then_discard(dsl_ctx *c, int draw, int discard); /* "Draw a card, then discard a card." (701.9a) */
void cg_about_discard_random(dsl_ctx *c, int n);    /* "that player discards a card at random" (701.9b) */
void cg_become_copy(dsl_ctx *c, int target);
void cg_become_copy_for_good(dsl_ctx *c, int target); /* eclcards 14: "... becomes a copy of target ..." (no duration) */
void cg_echo(dsl_ctx *c);
void cg_unless_discard(dsl_ctx *c);                  /* "sacrifice <self> unless you discard a card" (118.12) */
void cg_mana_only(dsl_ctx *c, dsl_tok w, int k, int plural); /* "Spend this mana only to cast Aura ... spells" (106.6) */
void cg_mana_only_type(dsl_ctx *c, int type);       /* "Spend this mana only to cast a creature spell." */
void cg_mana_combination(dsl_ctx *c, dsl_tok n, dsl_tok combination, dsl_tok colors); /* "two mana in any combination of colors" */
/* manadyngen.c: mana abilities whose amount is counted as they are used (MANA_DYN_*) */
void cg_mana_dyn_sub(dsl_ctx *c, dsl_tok sub);                          /* "Add {G} for each Elf you control." */
void cg_mana_dyn_power(dsl_ctx *c, dsl_tok amount, dsl_tok sym, dsl_tok self); /* "an amount of {G} equal to ..." */
void cg_mana_dyn_power4(dsl_ctx *c, int power, dsl_tok sym1, dsl_tok sym2); /* "..., add {G}{G} instead." */
void dsl_render_mana_dyn(FILE *dest, const pack_ability *a);
void cg_mana_only_flag(dsl_ctx *c, int flag);       /* ONLY_EACH, ONLY_ABILITIES */
void cg_mana_only_same(dsl_ctx *c, dsl_tok w);      /* "... or activate an ability of an Ally source" */
void cg_counter_mod(dsl_ctx *c, dsl_tok one, dsl_tok kinds, int mode); /* Vorinclex (614.1a) */
void cg_player_rule(dsl_ctx *c, int rule);          /* "Skip your draw step.", "Prevent all damage ... to you." */
void cg_player_shroud(dsl_ctx *c, dsl_tok kw);      /* "You have shroud." (702.18a) */                            /* "Echo {3}{G}{G}" (702.30a) */
void cg_pay_symbol(dsl_ctx *c, dsl_tok sym);        /* a mana symbol of "pays {2}", "pay {W}{W}" */
void cg_unless_pays(dsl_ctx *c, int op, int target); /* "Counter target spell unless its controller pays {2}." */ /* "Each other creature becomes a copy of target ... until end of turn." */
void cg_copy_spell_one(dsl_ctx *c, int flags); /* tdmcards 17: "copy it/that spell/this spell." (707.10, COPY_*) */
void cg_edict_opponents(dsl_ctx *c, int type); /* tdmcards 17: "Each opponent sacrifices a creature of their choice." */
void cg_storm(dsl_ctx *c);                     /* "Storm" (702.40a) */
void cg_enter_choice_clans(dsl_ctx *c, dsl_tok a, dsl_tok b); /* tdmcards 17: "As ... enters, choose Abzan or Mardu." */
void cg_clan_begin(dsl_ctx *c, dsl_tok t);     /* "• Abzan —" */
void cg_clan_line(dsl_ctx *c);
void cg_trigger_arg(dsl_ctx *c, int arg);      /* tdmcards 17c: the trigger's trig_arg */                 /* the end of its line: its abilities get the word */
void dsl_render_clan_choice(FILE *dest, const struct mtg_pack *p, const pack_card *c, const char *subject);
void cg_next_cast_open(dsl_ctx *c, int what); /* "When you next cast ... this turn," (603.7) */
void cg_copy_new_targets(dsl_ctx *c); /* "You may choose new targets for the copy." (707.10c) */
void cg_copy_spell(dsl_ctx *c, int how, int new_targets); /* "copy it for each ... You may choose new targets for the copies." (707.10) */
void cg_join(dsl_ctx *c);                            /* "<effect> and <effect>.": remembered for printing */
void cg_self_named(dsl_ctx *c);                      /* the text names the card by its name */
void cg_token_begin(dsl_ctx *c, dsl_tok p, dsl_tok t);   /* "create a 1/1 ..." */
void cg_token_color(dsl_ctx *c, dsl_tok word);
void cg_token_subtype(dsl_ctx *c, dsl_tok word);
void cg_token_keyword(dsl_ctx *c, dsl_tok kw);
void cg_create(dsl_ctx *c, int n);                   /* "... creature token(s)": the effect */
void cg_create_emit(dsl_ctx *c, int n);              /* its code: PUSH n; CREATE (the last token) */
int cg_simple_token(dsl_ctx *c, int subtype, int color, int n); /* an N/N token of one type and color: -1 if none */
void cg_token_name(dsl_ctx *c);                      /* the last token's pack name: "Spirit Token (2/2 W)" */
void cg_fix_token(dsl_ctx *c);                       /* the next operand names the last token (patched later) */
void cg_token_op(dsl_ctx *c, int op);                  /* op on the last token definition (cg_fix_token), one effect */
void cg_endure(dsl_ctx *c, int n);                   /* "it endures N" (701.62a) */
void cg_manifest(dsl_ctx *c);                        /* "Manifest the top card of your library." (701.40a) */
void cg_landcycling(dsl_ctx *c, dsl_tok w, int basic); /* "Plainscycling {2}", "Basic landcycling {1}{U}" (702.29e) */
void cg_says_this(dsl_ctx *c);                       /* the ability names its source "this creature", not "it" */
/* tokengen.c: predefined tokens (111.10) */
void cg_token_def(dsl_ctx *c);                       /* header 'token "Treasure"': the card "Treasure Token" */
void cg_create_named(dsl_ctx *c, dsl_tok word, int n); /* "Create a Treasure token." */
void cg_this_token(dsl_ctx *c);
void cg_created_tapped(dsl_ctx *c);                  /* "create a tapped Mutavault token" */                      /* "Sacrifice this token" (a token definition's own text) */
void cg_object_effect(dsl_ctx *c, int op, int target); /* destroy / exile / return a target permanent */
void cg_counters(dsl_ctx *c, dsl_tok kind, int n, int target); /* "Put N +1/+1 counters on <target or self>" */
void cg_counters_each(dsl_ctx *c, dsl_tok kind);     /* "Put a +1/+1 counter on each creature you control" */
void cg_counters_power(dsl_ctx *c, int x, dsl_tok kind); /* "Put X +1/+1 counters on this creature, where X is its power" */
void cg_create_x(dsl_ctx *c, int x, int n);          /* "Create X ... tokens, where X is your life total" (n -1) */
void cg_fight(dsl_ctx *c, int a, int b);             /* 701.14: target a fights target b */
void cg_double_pt(dsl_ctx *c, dsl_tok d, int t);     /* tdm16gen.c: "Double the power and toughness of target ..." */
void cg_pred_pt_x(dsl_ctx *c);                       /* "gets +X/+X" (a spell's X) */
void cg_enters_with(dsl_ctx *c, dsl_tok kind, int n); /* "This creature enters with N +1/+1 counters on it" (614.1c) */
void cg_enters_cond(dsl_ctx *c, int cond);           /* ... "if you attacked this turn" */
void cg_shuffle_instead(dsl_ctx *c);                 /* "If X would be put into a graveyard from anywhere, ..." */
void cg_exile_if_dies(dsl_ctx *c);                   /* "If that creature would die this turn, exile it instead." */
void cg_line_error(dsl_ctx *c);                      /* a line with a syntax error was skipped */
void cg_emit(dsl_ctx *c, int op, int operand);       /* appends an instruction to the open ability */
void cg_cond_devotion_less(dsl_ctx *c, dsl_tok color, int n); /* "your devotion to white is less than five" */
int cg_color_of(dsl_ctx *c, dsl_tok word);
void cg_emblem2(dsl_ctx *c, dsl_tok a, dsl_tok b);
void cg_outlast(dsl_ctx *c);
/* tdmgen.c: TDM's mechanics -- renew, delayed triggers, mobilize */
void cg_cost_extra(dsl_ctx *c, int bit, const char *once); /* an extra cost item, PACK_EXTRA_* */
void cg_cost_exile_gy(dsl_ctx *c);                  /* "Exile this card from your graveyard" (renew) */
void cg_activated_word(dsl_ctx *c);                 /* the ability word before an activated ability ("Renew —") */
void cg_mobilize(dsl_ctx *c, int n);                /* "Mobilize N" (702.181a); n = -1 - t: X, the cards of type t in
                                                       your graveyard */
void cg_spell_cost(dsl_ctx *c, int bits);            /* "As an additional cost to cast this spell, ..." */
void cg_discard_unless(dsl_ctx *c, int n, int type); /* "Then discard two cards unless you discard a creature card." */
void cg_harmonize_begin(dsl_ctx *c);                /* "Harmonize": the spell's effect above it ends */
void cg_harmonize(dsl_ctx *c);                      /* "Harmonize {cost}" (702.180a): the costs just read */
void cg_look_take_gy(dsl_ctx *c, int take, int other); /* "... into your hand and the rest into your graveyard." */
void cg_damage_creatures(dsl_ctx *c, int target);   /* "deals damage equal to the number of creatures you control" */
void cg_create_attacking(dsl_ctx *c);               /* the CREATE just emitted: "... that's tapped and attacking" */
void cg_sacrifice_later(dsl_ctx *c, int it);        /* "Sacrifice it/them at the beginning of the next end step." */
void cg_while_counter(dsl_ctx *c, dsl_tok w, dsl_tok kind, int add); /* "... for as long as it has a flood counter on it" */
void cg_if_control_draw(dsl_ctx *c, dsl_tok w, int n); /* "If you control a Merfolk, draw a card." */
void cg_alt_cost(dsl_ctx *c, dsl_tok color);         /* "rather than pay this spell's mana cost" (118.9) */
void cg_counter_time(dsl_ctx *c, int n, dsl_tok kind); /* suspendgen.c: "... exile it with N time counters on it ..." */
void cg_gains_suspend(dsl_ctx *c, dsl_tok have, dsl_tok gains); /* "If it doesn't have suspend, it gains suspend." */
void cg_uncounterable(dsl_ctx *c, dsl_tok line);      /* "This spell can't be countered." */
void cg_its_controller_loses(dsl_ctx *c, int n);      /* "Its controller loses N life" (the last target's controller) */
void cg_its_controller(dsl_ctx *c, int n, int op);
void cg_surveil_remove(dsl_ctx *c, int n, dsl_tok kind); /* eclcards: "surveil 1, then remove a -1/-1 counter from this creature" */
void cg_create_gy(dsl_ctx *c, int x, dsl_tok w);
void cg_reflexive_open(dsl_ctx *c);
void cg_may_pay_not(dsl_ctx *c);                     /* eclcards: "You may pay {2}. If you don't," (eclphrasegen.c) */                  /* "When you do," (603.12): MARK; DELAY d; d opened (sagagen.c) */        /* eclcards: "create X ..., where X is the number of Elf cards in your graveyard" */   /* ... LOSE_LIFE or DRAW: "Its controller draws a card." */
void cg_counter_exile(dsl_ctx *c);                    /* "If that spell is countered this way, exile it instead ..." */
void cg_zero(dsl_ctx *c, dsl_tok n);                  /* "0 or less life": 0 */
void cg_word_must(dsl_ctx *c, dsl_tok w, const char *word); /* a word a phrase requires */                         /* "Outlast {2}{W}" (702.107a) */ /* an emblem with two quoted abilities */           /* a color word's COLOR_* index, or -1 with an error */
struct pack_ability *cg_open_ability(dsl_ctx *c, int kind, int trigger);
/* tdmcardgen.c: more TDM cards */
int cg_ctr_item(dsl_ctx *c, dsl_tok kind, int n);      /* "a trample counter": an item of a counter list */
void cg_counter_list(dsl_ctx *c, int list, int target); /* "Put a +1/+1 counter and a trample counter on ..." */
void cg_cost_sac_q(dsl_ctx *c, int bits, int q);       /* "Sacrifice another creature", "Sacrifice a token" */
void cg_wording2(dsl_ctx *c, int bits);                /* PACK_WORD2_* of the open ability */
void cg_wording3(dsl_ctx *c, int bits);                /* PACK_WORD3_* of the open ability */
void cg_cond_number(dsl_ctx *c, int n, int want);      /* "two or more": the one number a condition knows */
void cg_self_cost(dsl_ctx *c, dsl_tok costs, dsl_tok sym, int count); /* "This spell costs {2} less to cast ..." */
void cg_pump_each_target(dsl_ctx *c, dsl_tok numword, dsl_tok at, dsl_tok mod, int kind); /* "Up to two target creatures [you control] each get +2/+2 ..." */
void cg_affinity_creatures(dsl_ctx *c, dsl_tok w);     /* tdmcards: "Affinity for creatures" (702.41a) */
void cg_defender_attacks(dsl_ctx *c, dsl_tok kw);      /* tdmcards: "... can attack this turn as though ..." */
void cg_destroy_all_draw(dsl_ctx *c, dsl_tok types, dsl_tok destroyed); /* tdmcards: Death Begets Life */
void cg_less_power_cant_block(dsl_ctx *c);            /* tdmcards: Formation Breaker */
void cg_mana_filter(dsl_ctx *c, dsl_tok once);
void cg_cost_second(dsl_ctx *c, dsl_tok costs);
void cg_mana_if_control(dsl_ctx *c, dsl_tok sub);
void cg_find_name(dsl_ctx *c, dsl_tok name);
void cg_find_named(dsl_ctx *c, const char *name, size_t len, uint32_t off); /* FIND_NAME of the card so named */
void cg_discard_hand_draw(dsl_ctx *c);
void cg_if_token(dsl_ctx *c, dsl_tok at);              /* tdmcards 10: "If it was a token," (Sunpearl Kirin) */
int cg_bounce_target(dsl_ctx *c, dsl_tok at, const char *what); /* tdmcards 10: the target of the return just compiled */
void cg_test_before_bounce(dsl_ctx *c, int len);      /* tdmcards 10: that test before the return, then "If ..., " */                 /* tdmcards 10: Narset, Jeskai Waymaster */           /* tdmcards 10: "a card named Dragonstorm Globe or ..." */
void cg_enters_extra(dsl_ctx *c, dsl_tok sub, dsl_tok kind); /* tdmcards 10: Dragonstorm Globe */     /* tdmcards 10: "Activate only if you control a Dragon." */ /* tdmcards 10: "The second spell you cast each turn ..." */         /* tdmcards 10: "{1}: Add {R}, {W}, or {B}. Activate only once ..." */
void dsl_render_filter(FILE *dest, const pack_ability *a); /* tdmcards 10: render_tdm.c */
void dsl_render_copy_one(char *out, size_t n, int flags); /* tdmcards 17: render_copy.c -- copies of spells (707.10) */
void dsl_render_cast_head(FILE *dest, const pack_ability *a);
int dsl_render_copy_line(FILE *dest, const pack_ability *a, const uint8_t *code);
void dsl_render_copy_except(char *out, size_t n, const char *what, int flags, int pt, int sub); /* tdmcards 18 (707.9b) */
void cg_draw_else_counter(dsl_ctx *c, int n, dsl_tok kind);
void cg_exile_until(dsl_ctx *c, int target, dsl_tok leaves);
void cg_counters_on_it(dsl_ctx *c, dsl_tok kind, int n); /* "Put three stun counters on it.": the source, or a spell's target */
/* tdmcards 11 (exileplaygen.c): exile and play, src/exileplay.c */
#define CG_XPLAY_THOSE 0x100 /* xplay_perm: the sentence says "those cards" */
#define CG_XPLAY_AMOUNT 0x10000 /* eclcards 11: xplay_from: "Exile that many cards ..." (AMOUNT) */
#define CG_XPLAY_OPP 0x20000    /* eclcards 11: xplay_from: "Each opponent exiles ..." (OPPONENT) */
int cg_exile_play_count(dsl_ctx *c, int n);           /* "the top N cards": N, checked */
int cg_exile_play_total(dsl_ctx *c, int n);           /* eclcards 11: "total mana value N or greater": N, checked */
void cg_exile_play(dsl_ctx *c, int from, int perm);   /* PUSH n; YOU; EXILE_PLAY f */
void dsl_render_exile_play(char *out, size_t size, int n, int flags, int opp); /* its sentences, printed back */
/* tdmcards 12 (tdm12gen.c) */
void cg_discard_upto_draw(dsl_ctx *c, dsl_tok numword); /* "discard up to two cards, then draw that many cards." */
void cg_may_sac_nonland(dsl_ctx *c, dsl_tok nonland);   /* "you may sacrifice a nonland permanent. When you do," */
void dsl_render_discard_upto(char *out, size_t size, int n);
/* tdmcards 13 (tdm12gen.c) */
void cg_draw_if_attacking(dsl_ctx *c, int n, int m);   /* "draw a card if you control three or more attacking creatures" */
void cg_damaged_player_discards(dsl_ctx *c);           /* "If a player is dealt damage this way, they discard a card." */
void cg_may_exile_gy_n(dsl_ctx *c, dsl_tok numword);   /* "you may exile two cards from your graveyard. If you do," */
void cg_may_exile_gy_type(dsl_ctx *c, int type);       /* "you may exile a creature card from your graveyard." */
void dsl_render_exile_gy_may(char *out, size_t size, int arg);
uint32_t dsl_render_draw_if_attacking(char *out, size_t size, const uint8_t *code, uint32_t left);
void cg_mill_when_you_do(dsl_ctx *c);            /* tdmcards 14: "mill four cards. When you do," */
void cg_double_counters(dsl_ctx *c, dsl_tok dbl, dsl_tok kind, int target); /* tdmcards: Sage of the Fang */          /* tdmcards: "exile target ... until this enchantment leaves the battlefield" */   /* tdmcards: Trade Route Envoy */
void cg_find_self_name(dsl_ctx *c, dsl_tok named);     /* tdmcards: "a card named Tempest Hawk" */
void cg_any_number(dsl_ctx *c, dsl_tok deck, dsl_tok named); /* tdmcards: "A deck can have any number ..." */
void cg_self_cost_more_sub(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok w); /* tdmcards: Dragon's Prey */
void cg_once_each_turn(dsl_ctx *c, dsl_tok triggers, dsl_tok once); /* "This ability triggers only once each turn." */
void cg_pump_count(dsl_ctx *c, int count_op);          /* "... gets +X/+X until end of turn, where X is ..." */
void cg_them_effect(dsl_ctx *c);                       /* "They gain haste until end of turn." (EFFECT_THEM) */

/* eclgen.c: Lorwyn Eclipsed mechanics */
void cg_convoke(dsl_ctx *c);                         /* "Convoke" (702.51) */
void cg_blight(dsl_ctx *c, int n, int who, int if_do); /* "blight N" (who: -1 you, -2 each opponent, else a target) */
enum { ECL_COST_BLIGHT, ECL_COST_REMOVE, ECL_COST_TAP, ECL_COST_LIFE };
void cg_cost_ecl(dsl_ctx *c, int kind, int n);       /* "Blight 1", "Remove a counter from this creature", ... as a cost */
void cg_cost_tap_sub(dsl_ctx *c, dsl_tok w);
void cg_spells_convoke(dsl_ctx *c);
void cg_spells_free(dsl_ctx *c, dsl_tok paying, dsl_tok costs); /* costgen.c: Dracogenesis (tdmcards 20) */
void cg_counter_all_create(dsl_ctx *c);              /* fdnmoregen.c: Glen Elendra's Answer */
void cg_self_cost_greatest_mv(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok w); /* eclmoregen.c: Sunderflock */
void cg_bounce_all_non(dsl_ctx *c, dsl_tok non);     /* eclmoregen.c: "Return all non-Elemental creatures ..." */              /* fdnmoregen.c: Glen Elendra's Answer */
void cg_exile_cast_free(dsl_ctx *c, int max_mv);     /* exileplaygen.c: Breaching Dragonstorm (tdmcards 20) */
void dsl_render_exile_cast_free(char *out, size_t size, int max_mv);
void cg_exile_cast_free_less(dsl_ctx *c, dsl_tok w); /* Solstice Revelations (tlacards 19b) */
void dsl_render_exile_cast_free_less(char out[][256], const char *less);
void cg_mill_control(dsl_ctx *c, dsl_tok w);         /* tdmcardgen.c: "mill cards equal to the number of lands you control" */
void cg_counters_gy_lands(dsl_ctx *c, int x, dsl_tok kind, int target); /* "Put X ... counters on <target>, where X is the number of land cards in your graveyard" */
void cg_that_dies_open(dsl_ctx *c, int yours);       /* sagagen.c: "When that creature dies this turn," (603.7c) */
void cg_that_dies_end(dsl_ctx *c);                   /* ... its sentence ends the delayed ability */                  /* costgen.c: "Creature spells you cast have convoke." */         /* eclgen.c: "... untapped Elves you control": the creatures' type */

/* cont.c: continuous effects -- static abilities and effects "until end of turn" (604, 611, 613) */
void cg_cont_reset(dsl_ctx *c);
void cg_subject(dsl_ctx *c, int kind, int arg);      /* CG_SUBJ_*: the affected set (arg: CG_HINT_ALL/EACH), a
                                                        target (arg: its index), or itself */
void cg_filter(dsl_ctx *c, int op, int arg);         /* F_* narrowing the affected set */
void cg_filter_color(dsl_ctx *c, dsl_tok word);
void cg_filter_word(dsl_ctx *c, dsl_tok word, int adjective); /* "nonbasic", "non-Aura", "Goblins", "lands" */
void cg_pred(dsl_ctx *c, int op, int arg);           /* a layered operation */
void cg_pred_pt(dsl_ctx *c, int op, dsl_tok mod);    /* "+N/+N" */
void cg_pred_set_pt(dsl_ctx *c, dsl_tok p, dsl_tok t); /* "base power and toughness N/N" */
void cg_pred_still_lands(dsl_ctx *c, dsl_tok p, dsl_tok t, dsl_tok color, dsl_tok lands); /* "are 1/1 black creatures that are still lands" */
void cg_pred_keyword(dsl_ctx *c, dsl_tok kw, int verb); /* "have flying", or a bare keyword after "and" (verb 0) */
void cg_grant(dsl_ctx *c, dsl_tok quoted);           /* "becomes ... with \"<triggered ability>\"": GRANT */
void cg_either_are(dsl_ctx *c, dsl_tok a, dsl_tok b, dsl_tok p, dsl_tok t, dsl_tok color, dsl_tok s, dsl_tok f,
                   dsl_tok lands); /* "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands ..." */
void cg_pred_set_power(dsl_ctx *c, dsl_tok p);     /* tlacards 14: "has base power 4" (tla14gen.c) */
void cg_sel_land_or_sub(dsl_ctx *c, dsl_tok sub);   /* "Each land and Ally you control" */
void cg_ssuffix_power(dsl_ctx *c, int n);           /* "you control with power 4 or greater" */
void cg_token_guard(dsl_ctx *c, dsl_tok quoted);
void cg_addl_pay_or_sac(dsl_ctx *c, dsl_tok m);
void cg_cost_discard_this(dsl_ctx *c);
void cg_cont_effect_source(dsl_ctx *c);             /* "... for as long as you control Ty Lee." (EFFECT_SOURCE) */
void cg_create_attach(dsl_ctx *c, dsl_tok what);    /* "create a ... token, then attach this Equipment to it." */              /* "Discard this card" in an activated ability's cost (tla14gen.c) */     /* "pay {4} or sacrifice an artifact or creature" (addlgen.c) */    /* 'token with "This token can't block or be blocked by non-Spirit ..."' */
void cg_pred_set_pt_x(dsl_ctx *c);                  /* "have base power and toughness X/X" */
void cg_act_rule(dsl_ctx *c, dsl_tok zero, int rule); /* "X can't be 0.", "Activate only during your turn." */
void cg_pred_ward(dsl_ctx *c, dsl_tok kw, dsl_tok mana); /* "Commanders you control have ward {2}." */
void cg_pred_color(dsl_ctx *c, dsl_tok word);        /* "becomes blue" */
void cg_pred_colors(dsl_ctx *c, dsl_tok a, dsl_tok b); /* "red and green": both colors, instead of its others */
void cg_pred_word(dsl_ctx *c, dsl_tok word, int form); /* 0 "are Mountains", 1 "... in addition to their other types",
                                                         2 "... to its other land types", 3 in "becomes a ..." */
void cg_becomes_end(dsl_ctx *c);
void cg_still_land(dsl_ctx *c);                      /* "It's still a land." / "that's still a land" */
void cg_cond_graveyard(dsl_ctx *c);                  /* "As long as X is in your graveyard" (113.6) */
void cg_cond_control(dsl_ctx *c, dsl_tok word);      /* "you control a Mountain" */
void cg_cond_color_permanent(dsl_ctx *c, dsl_tok color); /* "any player controls a black permanent" */
void cg_count(dsl_ctx *c, int op, int arg);          /* a counted value */
/* eclcards: Vivid (vividgen.c) */
void cg_vivid_x(dsl_ctx *c);
void cg_vivid_equal(dsl_ctx *c, int op);
void cg_cda_power(dsl_ctx *c);
int cg_cda_power_only(const uint8_t *code, uint32_t len);
void cg_vivid_card_end(dsl_ctx *c);
/* eclcards: additional costs that blight or behold (addlgen.c) */
void cg_addl_blight(dsl_ctx *c, int n, dsl_tok m);
void cg_addl_behold(dsl_ctx *c, dsl_tok verb, dsl_tok type, dsl_tok m);
void cg_addl_behold_exile(dsl_ctx *c, dsl_tok verb, dsl_tok type); /* eclcards (4) */
void cg_return_linked(dsl_ctx *c, dsl_tok exiled);
void cg_may_tap(dsl_ctx *c, dsl_tok sub);
void cg_addl_beheld(dsl_ctx *c, dsl_tok type, dsl_tok beheld);
void cg_kicked_pays(dsl_ctx *c);
void cg_search2_head(dsl_ctx *c, dsl_tok two);           /* tdmcards: "Search your library for up to two" */
void cg_search_two(dsl_ctx *c, int first, int second);  /* ... then two SEARCHes, the first SEARCH_AGAIN */
void cg_bounce_each(dsl_ctx *c, dsl_tok n, dsl_tok at, dsl_tok nonland, dsl_tok permanents, dsl_tok owners, dsl_tok hands);
void cg_gy_exile_each(dsl_ctx *c, dsl_tok exile, dsl_tok n, dsl_tok at, dsl_tok single);
void cg_mill_power(dsl_ctx *c, int target, dsl_tok creatures);
void dsl_render_search2(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at, int first);
void cg_addl_paid(dsl_ctx *c, dsl_tok paid);
/* eclcards: more ECL sentences (eclmoregen.c) */
enum { CG_PER_OTHER_SUB, CG_PER_CREATURES_GY, CG_PER_ENTERED, CG_PER_SUB, CG_PER_BASIC_SUB }; /* what cg_pred_per counts */
int cg_subtype_plural(dsl_ctx *c, dsl_tok w);          /* cont.c: "Giants", "Elves" */
void cg_self_cost_vivid(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok permanents); /* "Vivid — This spell costs ..." */
void cg_self_cost_sub(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok w); /* "... if you control a Kithkin." */
void cg_blight_may_not(dsl_ctx *c, int n);            /* "you may blight 2. If you don't," */
void cg_if_entered(dsl_ctx *c, dsl_tok entered, dsl_tok under);  /* "If a creature entered the battlefield ..." */
void cg_cond_entered(dsl_ctx *c, dsl_tok entered, dsl_tok under); /* "as long as another creature entered ..." */
void cg_icond_entered(dsl_ctx *c, dsl_tok entered, dsl_tok under); /* "if another creature entered ...," (603.4) */
void cg_pred_per(dsl_ctx *c, dsl_tok mod, int what, dsl_tok w); /* "gets +2/+0 for each other Goblin you control" */
void cg_gain_greatest_power(dsl_ctx *c, int x, dsl_tok greatest, dsl_tok w); /* "the greatest power among Giants ..." */
void cg_trigger_while(dsl_ctx *c, dsl_tok kind, int cond); /* "... while this creature has a -1/-1 counter" */
void cg_tap_each_target(dsl_ctx *c, dsl_tok numword, dsl_tok at); /* "Tap up to two target creatures." */
int cg_upto_slots(dsl_ctx *c, dsl_tok numword, dsl_tok at, int kind, int *first); /* sagagen.c: "up to two target ..." */
void cg_counter_each_of_them(dsl_ctx *c, dsl_tok kind); /* "Put a stun counter on each of them." */
void cg_it_bites(dsl_ctx *c, int b);                  /* "It deals damage equal to its power to ..." */
void cg_attached_fights(dsl_ctx *c, int b);           /* "enchanted creature fights ..." */
void cg_its_controller_creates_token(dsl_ctx *c);     /* "Its controller creates a 1/1 colorless ... token ..." */
/* eclcards 3 (ecl3gen.c) */
void cg_may_pay_life(dsl_ctx *c, int n);              /* "You may pay 1 life. If you do, ..." */
void cg_damage_other(dsl_ctx *c, int m, dsl_tok any); /* "... and 1 damage to any other target" */
void cg_pump_each(dsl_ctx *c, dsl_tok one, dsl_tok numword, dsl_tok at, dsl_tok mod, int untap); /* "One or two target creatures each get"; "Untap one or two ..." */
void cg_icond_elf_minus1(dsl_ctx *c, dsl_tok sub, dsl_tok kind); /* "if there is an Elf card in your graveyard and ..." */
void cg_pred_block_one(dsl_ctx *c, dsl_tok one);      /* "can't be blocked by more than one creature" */
void cg_cont_wording3(dsl_ctx *c, int bits);          /* "is all creature types", "also gain" */
void cg_bounce_diff(dsl_ctx *c, dsl_tok n, dsl_tok at, dsl_tok by, dsl_tok diff, dsl_tok players, dsl_tok owners,
                    dsl_tok hands);                   /* "Choose two target creatures controlled by different players." */
void cg_if_lands_or_sub(dsl_ctx *c, int n, dsl_tok lands, dsl_tok sub); /* "Then if you control seven or more lands and/or Treefolk," */
void cg_pump_count_sub(dsl_ctx *c, dsl_tok w);        /* "it gets +X/+X ..., where X is the number of Kithkin you control" */
/* eclcards 8 (ecl8gen.c) */
void cg_cost_exile_self(dsl_ctx *c);                  /* "Exile this enchantment" as a cost (PACK_SACQ_EXILE) */
void cg_filter_either(dsl_ctx *c, dsl_tok a, dsl_tok b); /* "Treefolk and Forests you control" (F_SUBTYPE_EITHER) */
void cg_choose_type_now(dsl_ctx *c);                  /* "Choose a creature type." as it resolves (CHOOSE_TYPE_NOW) */
/* ecl9gen.c (eclcards 9) */
void cg_choose_upto(dsl_ctx *c, dsl_tok n, int target); /* "choose up to one other target creature." */
void cg_pred_gain_all_types(dsl_ctx *c);             /* "gains all creature types" */
void cg_mill_find(dsl_ctx *c, int n);
void cg_toughness_damage(dsl_ctx *c, dsl_tok equipped); /* Bark of Doran (510.1a) */
void cg_mill_find_top(dsl_ctx *c, int n);            /* Lluwen: "... from among the milled cards on top of your library." */
/* fdncards 12b */
void cg_if_cards_exiled(dsl_ctx *c, dsl_tok least, dsl_tok one, dsl_tok verb); /* gytargetgen.c: "If at least one creature
                                                        card was exiled this way, " (either of two card targets) */
void cg_create_excess(dsl_ctx *c, dsl_tok amount, dsl_tok excess); /* tla15gen.c: "Create a number of ... tokens equal to
                                                        the amount of excess damage dealt to that creature this way." */
/* searchgen.c (fdncards 12) */
void cg_find_or_kw(dsl_ctx *c, dsl_tok kw);          /* "... or a card with flash" (FIND_OR_KW) */
void cg_find_or_sub(dsl_ctx *c, dsl_tok w);          /* "... cards and/or Gate cards" (FIND_OR_SUB) */
void cg_mill_return(dsl_ctx *c, int n);              /* "Mill three cards, then return an instant or sorcery card from your
                                                        graveyard to your hand." (MILL_FIND_ANY) */
void cg_cost_discard_land(dsl_ctx *c);               /* "Discard a land card" as a cost */
void cg_create_per_gy_land(dsl_ctx *c);              /* "... token for each land card in your graveyard." */
void cg_create_per_gy_type(dsl_ctx *c, int type, int create); /* tokens for each card of a type in your graveyard */
void cg_icond_had(dsl_ctx *c, dsl_tok k);            /* "if it had a -1/-1 counter on it," */
void cg_return_it_loses(dsl_ctx *c);                 /* Retched Wretch's return */                /* "Mill four cards, then you may return a permanent card ..." */
void cg_draw_chosen(dsl_ctx *c);                      /* "Draw a card for each permanent you control of that type." */
void cg_return_gy_chosen(dsl_ctx *c);                 /* "Return all creature cards of the chosen type from your graveyard ..." */
void cg_filter_that_type(dsl_ctx *c);                 /* "... you control of that type" */
void cg_gain_control_eot(dsl_ctx *c, int t);          /* "Gain control of target creature until end of turn." */
void cg_about_deals_power(dsl_ctx *c);
void cg_may_remove_counter(dsl_ctx *c);               /* "you may remove a counter from this creature." (REMOVE_MAY) */                /* "it deals damage equal to its power to each opponent" */
void cg_flash_if(dsl_ctx *c, dsl_tok kw, dsl_tok sub); /* "You may cast this spell as though it had flash if you control a Faerie." */
/* eclcards: smaller phrases (eclphrasegen.c) */
int cg_target_around(dsl_ctx *c, dsl_tok at, const char *before, dsl_tok word, const char *after);
void cg_cda_pt(dsl_ctx *c, int plus);                /* characteristic-defining P/T (604.3) */
void cg_cont_static(dsl_ctx *c);                     /* the line is a static ability */
void cg_cont_effect(dsl_ctx *c, int hints);          /* the sentence is an effect until end of turn */
void cg_cont_effect_x(dsl_ctx *c);                   /* EFFECT_ALL_X after the count (tdmcards 19) */
void cg_cont_earthbend(dsl_ctx *c);                   /* the buffer is earthbend's effect: EARTHBEND (701.66a) */
void cg_cond_self_counters_creature(dsl_ctx *c, int n, dsl_tok kind); /* "this creature has three or more ..." */
void cg_earthbend(dsl_ctx *c, dsl_tok at, int n);     /* "Earthbend N." (701.66a, bendgen.c) */
void cg_firebending(dsl_ctx *c, dsl_tok at, dsl_tok n); /* "Firebending N" (702.189a, bendgen.c) */
void cg_airbend(dsl_ctx *c, int target);            /* "airbend <target>" (701.65a, tlacardsgen.c) */
void cg_crew(dsl_ctx *c, dsl_tok at, dsl_tok n);
void cg_cond_self_counters(dsl_ctx *c, dsl_tok w, int n, dsl_tok kind); /* "this Vehicle has three or more fire counters on it" */
void cg_self_artifact_creature(dsl_ctx *c);          /* "it's an artifact creature": F_SELF; ADD_TYPE artifact, creature */
void cg_cont_lasting(dsl_ctx *c);                    /* the buffer: an effect with no duration (611.2a: EFFECT_LASTS) */
void cg_counters_other_sub(dsl_ctx *c, dsl_tok kind, dsl_tok w); /* "on each other Ally creature you control" */
void cg_its_controller_creates(dsl_ctx *c, dsl_tok w);  /* "Its controller creates a Clue token." (CREATE_FOR) */
void cg_cond_other_power(dsl_ctx *c, int n);
void cg_damage_opp_creatures(dsl_ctx *c, int n);     /* "deals N damage to each creature your opponents control" */         /* "you control another creature with power N or greater" */
void cg_becomes_artifact_creature(dsl_ctx *c);       /* "This Vehicle becomes an artifact creature." (no duration) */    /* "Crew N" (702.122a, tlacardsgen.c) */
void cg_firebending_x(dsl_ctx *c, int count_op); /* "Firebending X, where X is ..." (OP_POWER: its power; OP_CONTROL_TYPE) */
/* tlacards 13 (tla13gen.c) */
void cg_token_firebending(dsl_ctx *c, dsl_tok n);  /* "... creature token with firebending 1" (702.189a) */
void cg_token_abilities(cg_card *tc, const cg_token *tk);
void cg_pred_grant_firebending(dsl_ctx *c, dsl_tok num);
void cg_addl_waterbend(dsl_ctx *c, dsl_tok cost, dsl_tok sym); /* "As an additional cost to cast this spell, waterbend {5}." (tla13gen.c) */ /* "This creature has firebending 2 ..." (grantgen.c) */
void cg_kicker_waterbend(dsl_ctx *c, dsl_tok sym); /* "..., you may waterbend {4}." (tla13gen.c) */
void cg_drain_ctr(dsl_ctx *c, int x, dsl_tok kind);
void cg_trigger_damage_one_or_more(dsl_ctx *c, dsl_tok one, dsl_tok w, dsl_tok deal); /* "Whenever one or more Allies you control deal combat damage to a player," */
void cg_if_counters_src(dsl_ctx *c, dsl_tok n, dsl_tok kind);
void cg_icond_quest(dsl_ctx *c, dsl_tok n, dsl_tok kind); /* "if this enchantment has four or more quest counters on it," */
void cg_flicker_upto(dsl_ctx *c, dsl_tok n, dsl_tok at); /* "exile up to one target creature you control, then return it ..." */ /* "Then if it has four or more quest counters on it," (tla13gen.c) */ /* "..., where X is the number of creatures you control with +1/+1 counters on them." (tlacardsgen.c) */ /* the token card's abilities: firebending's trigger */
/* tlacards (tlacardsgen.c) */
void cg_count_control(dsl_ctx *c, dsl_tok w);          /* "the number of lands|Forests you control": CONTROL_TYPE | CONTROL_SUBTYPE */
void cg_earthbend_control(dsl_ctx *c, dsl_tok at, int x, dsl_tok w); /* "Earthbend X, where X is the number of Forests you control." */
void cg_earthbend_power(dsl_ctx *c, dsl_tok at, int x, int n); /* "... the number of creatures you control with power 4 or greater." */
void cg_about_counter_gains(dsl_ctx *c, dsl_tok kind, dsl_tok kw); /* "put a +1/+1 counter on that creature and it gains haste ..." */
void cg_cond_gy_sub_is(dsl_ctx *c, dsl_tok w);        /* "there is a Lesson card in your graveyard" */
void cg_attack_as_though(dsl_ctx *c, dsl_tok didnt, dsl_tok kw); /* "can attack as though it didn't have defender" */
void cg_and_unblockable(dsl_ctx *c);                  /* "... until end of turn and can't be blocked this turn." */
void cg_return_self_gy(dsl_ctx *c, int dest);         /* "Return this card from your graveyard to your hand." */
void cg_self_cost_less_kw(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok kw); /* "... less to cast if it targets a creature with flying." */
void cg_it_also_gains(dsl_ctx *c, dsl_tok also, dsl_tok kw); /* "it also gains flying until end of turn" (the last target) */
void cg_pronoun(dsl_ctx *c, int she);                /* "he", "him", "her": the source (tlamoregen.c) */
void cg_damage_control(dsl_ctx *c, dsl_tok w, int target); /* "... equal to the number of lands you control to ..." */
void cg_damage_plus_gy(dsl_ctx *c, dsl_tok n, dsl_tok w, int target); /* "... equal to 2 plus the number of Lesson cards ..." */
void cg_mills_gy(dsl_ctx *c, int target, int x, dsl_tok w); /* "mills X cards, where X is the number of Lesson cards ..." */
void cg_they_lose(dsl_ctx *c, int n);                 /* "they lose 2 life" (the player who cast the spell) */
void cg_self_tap(dsl_ctx *c, int op);                 /* "tap this creature" / "untap this creature" */
void cg_cond_gy_sub(dsl_ctx *c, dsl_tok there, dsl_tok w); /* "as long as there's a Lesson card in your graveyard" */
void cg_trigger_cond_lesson(dsl_ctx *c, dsl_tok there, dsl_tok w); /* ", if there's a Lesson card in your graveyard," */
void cg_trigger_another(dsl_ctx *c, dsl_tok w);       /* "Whenever another Ally (or Shrine) you control enters," */
void cg_drain_count(dsl_ctx *c, int x, dsl_tok w);    /* "each opponent loses X life and you gain X life, where X is ..." */
void cg_counters_each_count(dsl_ctx *c, int x, dsl_tok kind, dsl_tok w); /* "put X +1/+1 counters on each creature you control, ..." */
void cg_draw_for_each(dsl_ctx *c, dsl_tok w);         /* "draw a card for each Shrine you control" */
void cg_create_for_each(dsl_ctx *c, dsl_tok w, int first); /* "[for each Shrine you control,] create ... [for each ...]" */
void cg_create_per_sub(dsl_ctx *c, int id);           /* CONTROL_SUBTYPE s; CREATE (the last token) */
void cg_cond_drawn(dsl_ctx *c, dsl_tok drawn, dsl_tok n); /* "you've drawn two or more cards this turn" */
void cg_count_land_counters(dsl_ctx *c, dsl_tok kind, dsl_tok lands); /* "the number of +1/+1 counters on lands you control" */
void cg_cond_negate(dsl_ctx *c);                      /* "... unless <condition>": the condition's REQUIRE negated */
void cg_cond_gy_sub_n(dsl_ctx *c, int n, dsl_tok w);  /* "there are three or more Lesson cards in your graveyard" */
void cg_bite(dsl_ctx *c, int a, int b);
void cg_unblockable_power(dsl_ctx *c, int n);          /* "can't be blocked by creatures with power 2 or less" */
void cg_if_controlled(dsl_ctx *c, dsl_tok controlled); /* "If you controlled that permanent," after a return */               /* "<target> deals damage equal to its power to <target>" */
void cg_exhaust(dsl_ctx *c);                          /* "Exhaust — {cost}: ..." (702.177a, tlagen.c) */
void cg_waterbend_cost(dsl_ctx *c, dsl_tok at, dsl_tok sym); /* "Waterbend {N}" in a cost (701.67a, tlagen.c) */
void cg_discard_unless_waterbend(dsl_ctx *c, dsl_tok sym); /* "Then discard a card unless you waterbend {2}." (tlagen.c) */
int cg_target_plus1(dsl_ctx *c, dsl_tok at, dsl_tok kind); /* "target creature you control with a +1/+1 counter on it" */
void cg_cont_effect_untap(dsl_ctx *c);               /* ... until its controller's next untap step (one object) */
void cg_untap_that(dsl_ctx *c);                      /* "Untap that creature." */
void cg_kicked_series(dsl_ctx *c);                  /* tla16gen.c: "If this spell was kicked, gain control of that creature until
                                                        end of turn, untap it, and it gains haste until end of turn." */
void cg_switch(dsl_ctx *c, dsl_tok at, dsl_tok w);   /* "Switch target creature's power and toughness ..." (613.4d) */
void cg_effect_abilities(dsl_ctx *c);                /* appends the card's continuous-effect abilities */
void cg_card_end(dsl_ctx *c);
/* facegen.c: multi-faced cards */
extern const char *const dsl_layout_words[PACK_LAYOUT__COUNT]; /* PACK_LAYOUT_* as a face line says it: "omen" */
void cg_face_begin(dsl_ctx *c, dsl_tok at, int after_card); /* a face line: the next face of the card before it */
void cg_face_check(dsl_ctx *c);                           /* a back face's own rules, at its end */
void cg_face_failed(dsl_ctx *c);                          /* the face failed: its front is taken back */
int cg_link_faces(dsl_ctx *c);                            /* pack_card.face of both faces, once sorted */
cg_card *cg_keep(dsl_ctx *c, uint32_t off);          /* appends a compiled card (NULL: out of memory) */
const cg_card *cg_defined(const dsl_ctx *c, const char *name); /* the card compiled under this name, or NULL */

/* emblemgen.c: emblems (114) */
void cg_emblem(dsl_ctx *c, dsl_tok quoted);          /* 'You get an emblem with "<abilities>"' */
void cg_loyalty(dsl_ctx *c, dsl_tok n);              /* "Loyalty: 4", a planeswalker's box */
void cg_lose_other(dsl_ctx *c);                      /* "..., and it loses all other abilities, card types, and creature types" */
void cg_defense(dsl_ctx *c, dsl_tok n);              /* "Defense: 5", a battle's box (310.4) */
void cg_loyalty_cost(dsl_ctx *c, dsl_tok cost);      /* "+1:" opens a loyalty ability (606) */
void cg_upto(dsl_ctx *c, dsl_tok n, int target);     /* "up to one target ...": the target may be left unchosen */
/* commandgen.c: the Commands' sentences that name a player */
void cg_creates_for(dsl_ctx *c, int op, int arg, dsl_tok w, int n); /* "<player> creates ...": CREATE_FOR */
void cg_player_creates(dsl_ctx *c, int target, dsl_tok w, int n); /* "Target player creates two Treasure tokens." */
void cg_damage_creatures_of(dsl_ctx *c, int n, int target); /* "... deals 2 damage to each creature target player controls" */
void cg_filter_target_controls(dsl_ctx *c, int target);   /* "Creatures target player controls ..." */
void cg_untap_them(dsl_ctx *c);                           /* "Untap them." after an effect on such a set */
void cg_exile_from_hand(dsl_ctx *c, int target, int n);   /* "Target opponent exiles two cards from their hand." */
void cg_mill_take(dsl_ctx *c, int target, int n, dsl_tok w); /* "... mills five cards, then puts each Goblin card ..." */
void cg_gy_return_one_or_two(dsl_ctx *c, dsl_tok one, dsl_tok two, dsl_tok at); /* "Return one or two target permanent cards ..." */

/* modesgen.c: modal spells (700.2) */
void cg_modal(dsl_ctx *c, dsl_tok n);                /* "Choose one —" / "Choose two —": the modes follow */
void cg_modal_both(dsl_ctx *c, dsl_tok n, dsl_tok both); /* "Choose one or both —" */
void cg_mode_begin(dsl_ctx *c);                      /* "• ...": one mode, an ability of its own */
void cg_modes_check(dsl_ctx *c, int has_spell);      /* the card's end: its modes are complete */
void cg_modes_combine(dsl_ctx *c);                   /* ... and the modes that may be chosen together (ABIL_MODES) */
void cg_modes_text(const cg_card *k, int a, char *out, size_t n); /* ABIL_MODES a's text: "<mode> + <mode>" */
/* actmodegen.c: Marath's sentences */
void cg_act_modal(dsl_ctx *c, dsl_tok n);             /* "{X}, ...: Choose one —": a modal activated ability */
int cg_act_mode_follows(const cg_card *k);            /* a bullet now is one of its modes (ACT_MODE) */
int cg_act_has_x(const cg_card *k, const pack_ability *a); /* a's {X}, or its modal ability's */
void cg_cost_remove_x(dsl_ctx *c, dsl_tok kind, dsl_tok from); /* "Remove X +1/+1 counters from <self>" */
void cg_enters_spent(dsl_ctx *c, dsl_tok kind, dsl_tok amount, dsl_tok spent); /* "... equal to the amount of mana spent to cast it" */
void cg_token_begin_x(dsl_ctx *c, dsl_tok x);          /* "an X/X ... token" */
void cg_create_greatest(dsl_ctx *c, dsl_tok greatest);
void cg_endure_counters(dsl_ctx *c, int x);                    /* "it endures X, where X is the number of counters on this creature." */ /* "..., where X is the greatest toughness among creatures you control." */
void cg_is_a_begin(dsl_ctx *c);                      /* "is a ..." (a static ability's subject becomes something) */
void cg_is_a_end(dsl_ctx *c);                        /* ... its card types, if it named any, replace the old ones */
void cg_type_item(dsl_ctx *c, int type);             /* "artifact", "creature" in "is a ..." or "becomes a ..." */

/* costgen.c: what spells cost (601.2f), flash for every spell (702.8a), "two or more basic lands" */
void cg_cost_begin(dsl_ctx *c);                      /* "<...> spells you cast cost ...": opens a static ability */
void cg_cost_subtype(dsl_ctx *c, dsl_tok w);         /* "Goblin spells": SPELLS_SUBTYPE */
void cg_cost_type(dsl_ctx *c, int type);             /* "Artifact and enchantment spells": SPELLS_TYPE */
void cg_cost_change(dsl_ctx *c, dsl_tok mana, int op); /* "... cost {2} more/less to cast": PUSH n; COST_* whose */
void cg_flash_sorcery_and(dsl_ctx *c, dsl_tok sub, dsl_tok kw); /* "... sorcery spells and Dragon spells ..." */
void cg_flash_all(dsl_ctx *c, dsl_tok kw);           /* "You may cast spells as though they had flash." */
void cg_unless_at_least(dsl_ctx *c, dsl_tok n, dsl_tok w, dsl_tok lands); /* "two or more basic lands" */

/* kwgen.c: keywords with a cost (702.21a: ward) */
void cg_keyword_mana(dsl_ctx *c, dsl_tok kw, dsl_tok mana); /* "Ward {2}" */
void cg_keyword_waterbend(dsl_ctx *c, dsl_tok kw, dsl_tok mana); /* "Ward—Waterbend {4}." (701.67a, kwgen.c) */
void cg_keyword_life(dsl_ctx *c, dsl_tok kw, int life);     /* "Ward—Pay 2 life." */
int cg_keyword_needs_cost(dsl_ctx *c, int id, dsl_tok kw);  /* 1, with an error, for a keyword said without its cost */

/* searchgen.c: "you may" (603.5) and library searches (701.19) */
void cg_may(dsl_ctx *c);                             /* "you may": MAY, a decision as it resolves */
void cg_may_end(dsl_ctx *c);                         /* ... its sentence ended: it is the ability's last */
void cg_may_check(dsl_ctx *c, int op);               /* from cg_emit: nothing follows a "you may" sentence */
void cg_find_word(dsl_ctx *c, dsl_tok w);            /* "basic", "land", "Forest", "instant": FIND_* */
void cg_find_or(dsl_ctx *c);                         /* "... or <word>": the word is an alternative */
void cg_find_mv(dsl_ctx *c, int n, int cmp);         /* "with mana value N [or greater|or less]" */
void cg_search_begin(dsl_ctx *c);                    /* "Search your library for <quality> card" was said */
void cg_search_to(dsl_ctx *c, int how);              /* where the card goes (SEARCH_* bits) */
void cg_search(dsl_ctx *c, int how);                 /* "..., then shuffle.": YOU; SEARCH how */
void cg_its_controller_may(dsl_ctx *c, dsl_tok w);   /* "Its controller may": TARGET_CONTROLLER i; MAY_PLAYER */
void cg_search_their(dsl_ctx *c);                    /* "search their library": that player searches */
void cg_the_battlefield(dsl_ctx *c);                 /* "enters the battlefield" (older wording) */
void cg_cost_named(dsl_ctx *c, dsl_tok sacrifice);   /* "Sacrifice <the card's name>" in a cost */

/* render_search.c: "Search your library for ..." from FIND_* ... SEARCH (code[from] to the SEARCH at code[at]) */
void dsl_render_search(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at, const char *whose);
void dsl_render_named(char *out, size_t n, const struct mtg_pack *p, const uint8_t *code, uint32_t from, uint32_t at); /* tdmcards */
void dsl_render_look(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at, int count,
                     const char *x_is); /* x_is: "X cards ..., where X is <x_is>", or NULL */
void dsl_render_put(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at);
void dsl_render_mill_find(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at, int count, int how);
void dsl_render_gy_move(char *out, size_t n, const char *who, int dest, const char *with); /* render_gy.c: GY_MOVE */
uint32_t dsl_render_gy_with(char *out, size_t n, const uint8_t *code, uint32_t left, int target); /* its counters */
void dsl_render_if_card(char *out, size_t n, int op, int arg); /* "If it was a creature card, " */
int dsl_render_gy_kicked(const uint8_t *code, uint32_t left); /* Zuko's Conviction's code at KICKED */
/* render_unless.c: "<subject> enters tapped unless you control a Plains or an Island."; 0 if a is not one */
int dsl_render_unless(FILE *out, const struct mtg_pack *p, const pack_ability *a, const char *subject);
void cg_look_top(dsl_ctx *c, int count);             /* "Look at the top N cards ... in a random order." */
void cg_look_upto(dsl_ctx *c, int n, int how);       /* tdmcards: "Put up to two ..." (0: "any number of") */
void cg_look_back(dsl_ctx *c, int n);                /* tdmcards: "You may put one of those cards back on top ..." */
void cg_find_non(dsl_ctx *c, dsl_tok w, int noncreature); /* tdmcards: "(noncreature, )nonland permanent cards" */

/* attachgen.c: Auras and Equipment (301.5, 303.4, 702.5, 702.6) */
void cg_enchant(dsl_ctx *c, int kind);               /* "Enchant creature": the Aura's enchant ability */
/* sacgen.c: sacrifices a player chooses (701.21a); copies (707) */
void cg_sacrifice_types(dsl_ctx *c, int mask);
void cg_copy_self_then_sacrifice(dsl_ctx *c);
void cg_choose_tap_may_sacrifice(dsl_ctx *c, int target, dsl_tok kind); /* Vengeful Villagers (sacgen.c) */         /* Joo Dee (sacgen.c) */         /* "you may sacrifice another creature or artifact. If you do,"
                                                          (YOU; EDICT_TYPES mask, tlacards) */

void cg_enter_choice(dsl_ctx *c, int kind);
void cg_fight_excess_add(dsl_ctx *c, dsl_tok excess, dsl_tok much, dsl_tok sym); /* poolgen.c: The Last Agni Kai */
void cg_keep_unspent(dsl_ctx *c, dsl_tok unspent, dsl_tok color, dsl_tok steps, dsl_tok phases);
void cg_pool_red(dsl_ctx *c, dsl_tok unspent, dsl_tok color); /* Ozai: unspent mana becomes red instead */
void cg_cond_pool_at_least(dsl_ctx *c, dsl_tok n, dsl_tok unspent);
void cg_cond_you_at_least(dsl_ctx *c, int op, int n); /* fdn7gen.c: YOU; op; PUSH n; AT_LEAST; REQUIRE */ /* "as long as you have six or more unspent mana" */
void cg_said_it_last(dsl_ctx *c);      /* the ability just closed said "it" for its source (PACK_WORD2_IT) */
void dsl_render_mana(FILE *dest, const char *cost, int mana, int first, int amount); /* render.c: "{T}: Add {G}." (cost: "{T}, <cost>: ...",
                                                                                  "Sacrifice this token") */
int dsl_gives_quoted(const struct mtg_pack *p, const pack_ability *a); /* render_cont.c: its text ends in quotes */            /* "As Hall of Triumph enters, choose a color." (614.12) */
void cg_filter_chosen(dsl_ctx *c, int kind);           /* "of the chosen color" */
void cg_subject_anywhere(dsl_ctx *c, dsl_tok spells, dsl_tok permanents); /* "All cards that aren't on the battlefield, ..." */
void cg_pred_chosen_color(dsl_ctx *c, dsl_tok colors);
void cg_pred_chosen_color_set(dsl_ctx *c);           /* lead: "is the chosen color" (layer 5) */
void cg_lorwyn_types(dsl_ctx *c, const dsl_tok *w);  /* lead: "Elemental, Elf, Faerie, Giant, Goblin, Kithkin, Merfolk, or Treefolk" */
void cg_mana_only_chosen(dsl_ctx *c, int creature);  /* "... of the chosen type or activate an ability of a ... source of ..." */
void cg_need_choice(dsl_ctx *c, int kind);           /* "the chosen color": "As ... enters, choose a color." before */
/* lkigen.c: the source as it last existed (608.2h) */
void cg_opp_loses_src_counters(dsl_ctx *c, dsl_tok kind); /* "Each opponent loses life equal to the number of soul counters on this artifact." */
void cg_earthbend_count(dsl_ctx *c, dsl_tok at, int op, int arg); /* "earthbend X, where X is <op arg's count>" */
void cg_earthbend_about_power(dsl_ctx *c, dsl_tok at, int x, dsl_tok w); /* "... where X is that creature's power." */
void cg_put_its_counters(dsl_ctx *c, int target); /* "put its counters on target creature you control" (-1: on this creature) */
void cg_icond_had_counters(dsl_ctx *c); /* "if it had counters on it," */
void cg_may_exile_self(dsl_ctx *c); /* a dies trigger's "you may exile it." */

/* manatriggen.c: triggered mana abilities (605.1b; ABIL_MANA_TRIG) */
void cg_mana_trig_creature(dsl_ctx *c, dsl_tok sym); /* "Whenever you tap a creature for mana, add an additional {G}." */
void cg_mana_trig_basic(dsl_ctx *c, dsl_tok taps, dsl_tok basic, dsl_tok adds, dsl_tok one, dsl_tok produced);
void cg_mana_trig_enchanted(dsl_ctx *c, dsl_tok adds, dsl_tok one); /* "Whenever enchanted land is tapped for mana, ..." */
void cg_pred_chosen_type(dsl_ctx *c);
void cg_spend_any(dsl_ctx *c, dsl_tok p, dsl_tok s, dsl_tok t, dsl_tok w); /* "Players may spend mana as though it were
                                                          mana of any color." */
void cg_enter_choice_name(dsl_ctx *c, dsl_tok name);   /* "As Pithing Needle enters, choose a card name." */
void cg_needle(dsl_ctx *c, dsl_tok a, dsl_tok s, dsl_tok n, dsl_tok v); /* "Activated abilities of sources with the
                                                          chosen name can't be activated unless they're mana abilities." */                  /* "are the chosen type" (layer 4) */
void cg_same_off_battlefield(dsl_ctx *c, dsl_tok spells); /* "The same is true for creature spells you control and ..." */  /* "are the chosen color in addition to their other colors" */
void cg_enter_copy(dsl_ctx *c);                      /* "You may have Clone enter as a copy of any creature ..." */
void cg_create_copy(dsl_ctx *c, int target);         /* "Create a token that's a copy of target creature." */
/* copyexcgen.c: token copies "except ..." (707.9b; tdmcards 18) */
typedef struct cg_copyexc {
  int flags;                      /* VT_* (src/game.h): the exceptions said */
  int pt;                         /* with VT_PT: p << 8 | t */
  int sub;                        /* with VT_SUB: the subtype it has in addition */
} cg_copyexc;
cg_copyexc cg_copyexc_has(dsl_ctx *c, dsl_tok kw, const dsl_tok *ability); /* "it has haste [and \"...\"]" */
cg_copyexc cg_copyexc_nonlegendary(dsl_ctx *c, dsl_tok word);             /* "it's not legendary" */
cg_copyexc cg_copyexc_is(dsl_ctx *c, const dsl_tok *p, const dsl_tok *t, const dsl_tok *sub); /* "it's a 4/4 Hero ..." */
cg_copyexc cg_copyexc_and(cg_copyexc a, cg_copyexc b);
void cg_create_copy_exc(dsl_ctx *c, int target, cg_copyexc e); /* target < 0: SELF */
void cg_edict(dsl_ctx *c, int target, int type);     /* "target player sacrifices a creature of their choice" */
void cg_gain_sacrificed(dsl_ctx *c, dsl_tok w);      /* "You gain life equal to that creature's toughness." */

/* kickgen.c: kicker (702.33) */
void cg_you_draw(dsl_ctx *c);                        /* "you draw a card": the wording, for printing */
void cg_trigger_subtype(dsl_ctx *c, dsl_tok w, int when); /* "When a Dragon you control enters," */
void cg_trigger_mv(dsl_ctx *c, int n);
void cg_chapter(dsl_ctx *c, dsl_tok numeral, int first); /* sagagen.c: "I, II —" (714.2) */
void cg_delay_this_turn(dsl_ctx *c, int trigger);      /* sagagen.c: "Whenever ... this turn," (603.7b) */
void cg_counter_each_target(dsl_ctx *c, dsl_tok kind, dsl_tok numword, dsl_tok at, int tgt_kind); /* "... on each of up to two target creatures [you control]" */
void cg_reflexive_discard(dsl_ctx *c);                 /* sagagen.c: "You may discard a card. When you do," (603.12) */
void cg_draw_if_gy(dsl_ctx *c, int n, dsl_tok sub);
void cg_distribute(dsl_ctx *c, dsl_tok n, dsl_tok kind, dsl_tok one, dsl_tok most, dsl_tok at); /* sagagen.c (601.2d) */    /* "Draw a card if there's a creature or Lesson card in your graveyard." */
void cg_cond_your_turn(dsl_ctx *c);
void cg_counters_all(dsl_ctx *c, dsl_tok kind, int n);
void cg_filter_keyword(dsl_ctx *c, dsl_tok kw, int op); /* "with flying" (F_KEYWORD), "without flying" */
void cg_discard_then(dsl_ctx *c, int n); /* "Discard a card. If you do, draw two cards." */
void cg_may_discard(dsl_ctx *c, int n);
void cg_that_player_discards(dsl_ctx *c, int n);       /* "That player discards two cards." (a target player) */                 /* "You may discard a card. If you do, draw a card." */  /* "Put two -1/-1 counters on each creature." */
int cg_target_bound(dsl_ctx *c, dsl_tok at, int n, int kind, int want); /* "... with mana value 3 or greater" */
void cg_ability_wording(dsl_ctx *c, int bits);       /* a PACK_WORD_* bit of the open ability ("Untap it.") */
void cg_damage_you(dsl_ctx *c, int amount);          /* "This creature deals 1 damage to you." */
pack_ability *cg_cost_ability(dsl_ctx *c, int kind, const char *twice, const char *mana); /* kicker, harmonize */
void cg_mana_chosen(dsl_ctx *c); /* fdncards 9: "one mana of the chosen color" */
void cg_gy_return_upto(dsl_ctx *c, dsl_tok n, dsl_tok at); /* fdncards 9: "up to two target creature cards" */
void cg_draw_mv_kinds(dsl_ctx *c, dsl_tok different, dsl_tok nonland, dsl_tok permanents); /* fdncards 9 */
void cg_gy_return_all(dsl_ctx *c, int mv, int all); /* fdncards: GY_ALL_BF */
void cg_reveal_discard(dsl_ctx *c, int t, dsl_tok nonland, int permanent); /* eclcards 6: "reveals their hand. You choose" */
void cg_exile_play_instead(dsl_ctx *c, int from, int perm, int instead); /* eclcards 6: "..., exile the top three cards instead." */
void cg_mana_if_gy(dsl_ctx *c, dsl_tok sub);       /* eclcards: "Activate only if there is an Elf card in your graveyard." */
void cg_trigger_chosen_type(dsl_ctx *c);           /* eclcards 7: "Whenever you cast a spell of the chosen type," */
void cg_evoke(dsl_ctx *c);                         /* eclcards 5: "Evoke {R/W}{R/W}" (702.74a) */
void cg_trigger_cond_spent(dsl_ctx *c, dsl_tok a, dsl_tok b, dsl_tok spent); /* "if {W}{W} was spent to cast it," */
void cg_enter_copy_except(dsl_ctx *c, dsl_tok kw);  /* "..., except it has changeling." (707.9b) */
void cg_kicker(dsl_ctx *c);                          /* "Kicker {1}{U}": the costs just read are the kicker cost */
void cg_if_begin(dsl_ctx *c);                        /* "If this spell was kicked, " */
int cg_make_room(dsl_ctx *c, uint32_t at, uint32_t n); /* opens n bytes at `at` of the open ability's code (kickgen.c) */
void cg_if_damaged(dsl_ctx *c);                      /* "If it was dealt damage this turn, " (tlacardsgen.c) */
void cg_pred_all_basic_types(dsl_ctx *c);            /* "gain all basic land types" (tlacardsgen.c) */
void cg_x_must(dsl_ctx *c, int n);                   /* the number said is X (tlacardsgen.c) */
void cg_if_on_stack(dsl_ctx *c);                     /* "If you do, " after a condition already pushed */
void cg_if_end(dsl_ctx *c);                          /* ... the sentence it governs is complete */
#define CG_IF_ON_STACK (-1)                          /* cg_card.if_op: the condition is on the stack already (PAYS) */
void cg_may_pay(dsl_ctx *c);                         /* "You may pay {G}. If you do, " (unlessgen.c) */
void cg_transforms_into(dsl_ctx *c, dsl_tok name);   /* "... transforms into <this face's name>," (facegen.c) */
int cg_subtype(dsl_ctx *c, dsl_tok w);                /* a subtype's SUB_* id, or -1 with an error */
int cg_creature_type(dsl_ctx *c, dsl_tok w);          /* a creature type's SUB_* id, or -1 with an error */
void cg_if_gy_sub(dsl_ctx *c, dsl_tok w);             /* "Then if there is an Elf card in your graveyard, " */
void cg_may_exile_gy(dsl_ctx *c, dsl_tok w);          /* ", then you may exile an Elf card from your graveyard. If you do, " */
void cg_transform(dsl_ctx *c);                       /* "transform <this>." (701.28a) */
void cg_check_kicker(dsl_ctx *c);                   /* at the card's end: "kicked" needs a kicker cost */
void cg_kicked_amount(dsl_ctx *c, int amount);       /* "If this spell was kicked, it deals N damage instead." */

void cg_equip(dsl_ctx *c);                           /* "Equip {N}": the open activated ability attaches */
void cg_attached_word(dsl_ctx *c, dsl_tok w, int type); /* "enchanted creature" (an Aura), "equipped creature" */
void cg_attach(dsl_ctx *c, int target);              /* "attach it to target creature you control" */
void cg_attach_other(dsl_ctx *c, int what, int to); /* "Attach target Aura ... to target creature ..." */
void cg_this_word(dsl_ctx *c, dsl_tok w);            /* "this Aura", "this Equipment" */
void cg_this_enchantment(dsl_ctx *c);                 /* "this enchantment" */
void cg_check_attach(dsl_ctx *c);                    /* at the card's end: an Aura has one enchant ability */
int cg_card_has_subtype(const dsl_ctx *c, int sub);

/* grantgen.c: threshold conditions and granted abilities (613.1f) */
void cg_cond_gy_size(dsl_ctx *c, int n);             /* "there are N or more cards in your graveyard" */
void cg_cond_mark(dsl_ctx *c);                       /* "<effect> as long as": the condition follows */
void cg_cond_after(dsl_ctx *c);                      /* ... its code moves before the effect's operations */
void cg_pred_grant(dsl_ctx *c, dsl_tok quoted);      /* 'has "<triggered ability>"', 'have "{T}: Add one mana of any color."' */
void cg_grant_append(dsl_ctx *c, int static_abil);   /* the granted ability after its static ability */
void cg_grant_emit(dsl_ctx *c, int slot);            /* a granted ability becomes the card's next ability */
void cg_quote_last(dsl_ctx *c);                      /* a line without its period must end with the quoted ability */
void cg_sacrifice_you(dsl_ctx *c, int type);         /* "sacrifice a creature": YOU; EDICT (701.21a) */

/* classicgen.c: the CLASSIC set's last cards -- Alms, ... */
void cg_cost_exile_top_gy(dsl_ctx *c);              /* "Exile the top card of your graveyard" (601.2h) */
void cg_prevent_next(dsl_ctx *c, int n, int target); /* "Prevent the next N damage ... this turn" (615.7) */
void cg_trigger_cond_n(dsl_ctx *c, int cond, int n, int want); /* "if you control three or more creatures," */
void cg_exile_graveyard(dsl_ctx *c);                 /* "Exile each opponent's graveyard." */
void cg_if_card_type(dsl_ctx *c, int type, int exiled); /* "If it was a creature card, " */
void cg_if_card_exiled(dsl_ctx *c, dsl_tok verb);     /* "If a creature card is exiled this way, " */
void cg_if_card_sub(dsl_ctx *c, dsl_tok w);           /* "If it's a Zombie card, " */
void cg_kicked_gy_instead(dsl_ctx *c, int dest);      /* "If this spell was kicked, instead put that card onto ..." */
void cg_damage_card_power(dsl_ctx *c, dsl_tok w, int target); /* "... damage equal to that card's power to ..." */
void cg_if_not_main(dsl_ctx *c);                     /* "Then if it isn't your main phase, " */
void cg_gy_move_counters(dsl_ctx *c, int target, dsl_tok at, dsl_tok k1, dsl_tok k2); /* "... with a hexproof counter and ..." */
int cg_gy_kind(int kind);                             /* 2: "from your graveyard", 1: another graveyard kind, 0 */
int cg_gy_target(dsl_ctx *c, dsl_tok first, dsl_tok last); /* "target creature card from your graveyard" */
void cg_gy_move(dsl_ctx *c, int target, int dest, dsl_tok at); /* TARGET i; GY_MOVE dest */
void cg_exile_grow(dsl_ctx *c, dsl_tok kind);       /* "Exile target card from a graveyard. If it was ..." */
void cg_pred_pt_per_counter(dsl_ctx *c, dsl_tok mod, dsl_tok kind); /* "gets +1/+1 for each +1/+1 counter on <self>" */
void cg_reconfigure(dsl_ctx *c, dsl_tok kw, dsl_tok line);        /* "Reconfigure {2}" (702.151a) */

/* fdncards: FDN phrases (fdngen.c) */
void cg_trigger_or_this(dsl_ctx *c, dsl_tok w);       /* "Whenever this creature or another [Vampire] ... you control dies," */
void cg_trigger_dies_word(dsl_ctx *c, dsl_tok w);     /* "Whenever a Goblin/nontoken creature you control dies," */
/* fdncards 8 (fdn8gen.c) */
void cg_pred_no_untap_yours(dsl_ctx *c);              /* "doesn't untap during your untap step" (itself) */
void cg_block_sub(dsl_ctx *c, dsl_tok by, dsl_tok sub); /* "<self> can't be blocked by Walls." (a line) */
void cg_discard_unless_attacked(dsl_ctx *c, int n);   /* "Then discard a card unless you attacked this turn." */
void cg_gain_per_sub(dsl_ctx *c, int n, dsl_tok w);   /* "you gain 2 life for each Gate you control" */
void cg_may_have_get(dsl_ctx *c, int t, dsl_tok mod); /* "you may have target creature get +2/+0 until end of turn" */
int cg_target_that_player(dsl_ctx *c, dsl_tok at, int kind); /* "... that player controls": the damaged player */
void cg_cond_instsorc_gy(dsl_ctx *c, int n);          /* "there are two or more instant and/or sorcery cards in ..." */
void cg_wheel(dsl_ctx *c, int n);                     /* "each player discards their hand, then draws seven cards" */
void cg_each_player_draws(dsl_ctx *c, int n);         /* "each player draws a card" */
void cg_trigger_opp_instsorc(dsl_ctx *c, dsl_tok a, dsl_tok b); /* "... casts a white or blue instant or sorcery spell," */
void cg_damage_that_caster(dsl_ctx *c, int n);        /* "this creature deals 2 damage to that player" (the caster) */
void cg_died_instead(dsl_ctx *c, dsl_tok mod);        /* "If a creature died this turn, that creature gets ... instead." */
void cg_affinity_sub(dsl_ctx *c, dsl_tok word, dsl_tok sub); /* "Affinity for Cats" */
void cg_self_cost_tapped(dsl_ctx *c, dsl_tok costs, dsl_tok sym); /* "... less to cast if it targets a tapped creature." */
void cg_act_if_lands(dsl_ctx *c, int n, dsl_tok lands); /* "Activate only if you control five or more lands." */
void cg_act_rule_n(dsl_ctx *c, int rule, int n, dsl_tok at, const char *what); /* an ACTR_* rule with N in trig_arg */
void cg_prevent_combat_it(dsl_ctx *c);                /* "Prevent all combat damage that would be dealt to it this turn." */
/* fdncards 11 (fdn11gen.c) */
void cg_dmg_mod(dsl_ctx *c, dsl_tok deal, int mode);  /* "If a source you control would deal damage ..., it deals double ..." */
void cg_dmg_mod_chosen(dsl_ctx *c, dsl_tok deal); /* eclcards 15: Collective Inferno */
void cg_gain_plus(dsl_ctx *c, dsl_tok much, dsl_tok n); /* "If you would gain life, you gain that much life plus 1 instead." */
void cg_self_cost_gained(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok gained, dsl_tok n); /* "... if you've gained 3 or ..." */
void cg_lose_life_gained(dsl_ctx *c, int t, int x, dsl_tok amount, dsl_tok gained); /* "... where X is the amount of life ..." */
void cg_shuffle_gy(dsl_ctx *c);                       /* "Shuffle your graveyard into your library." */
void cg_trigger_damage_kw(dsl_ctx *c, dsl_tok kw);    /* "Whenever a creature you control with deathtouch deals combat ..." */
void cg_poison_that_player(dsl_ctx *c, dsl_tok word, int n); /* "that player gets two poison counters." */
void cg_lose_target_mv(dsl_ctx *c, dsl_tok word);     /* "You lose life equal to that permanent's mana value." */
void cg_bounce_all_of(dsl_ctx *c, dsl_tok nonland, dsl_tok perms, int t); /* "Return all nonland permanents target player ..." */
void cg_filter_either_other(dsl_ctx *c, dsl_tok b);   /* "Skeletons you control and other Zombies you control" */
/* fdncards 10 (fdn10gen.c) */
void cg_double_counters_self(dsl_ctx *c, dsl_tok dbl, dsl_tok kind); /* "double the number of +1/+1 counters on this creature" */
void cg_double_power(dsl_ctx *c, dsl_tok dbl, int t); /* "Double target creature's power until end of turn." */
void cg_create_if_power(dsl_ctx *c, int n);
void cg_cost_remove_kind(dsl_ctx *c, dsl_tok kind, int n);
void cg_counters_that_many(dsl_ctx *c, dsl_tok kind);
void cg_trigger_plus1(dsl_ctx *c, dsl_tok one, dsl_tok kind, const dsl_tok *non); /* "... +1/+1 counters on/are put on ..." */ /* "put that many incubation counters on it" (combat damage) */ /* "Remove three incubation counters from this creature" */           /* "Create ... token if you control a creature with power 4 or greater." */
/* fdncards 7 (fdn7gen.c) */
void cg_trigger_sub_dies(dsl_ctx *c, dsl_tok w);      /* "Whenever a Vampire you control dies," */
void cg_trigger_noncreature_or(dsl_ctx *c, dsl_tok w); /* "Whenever you cast a noncreature or Dragon spell," */
void cg_cond_life_at_least(dsl_ctx *c, dsl_tok n);   /* "as long as you have 25 or more life" */
void cg_trigger_color_attacks(dsl_ctx *c, dsl_tok color); /* "Whenever a white creature you control attacks," */
void cg_that_player(dsl_ctx *c, int op, int n);       /* "that player loses 2 life" / "... draws an additional card" */
void cg_trigger_noncombat(dsl_ctx *c, dsl_tok word);   /* "Whenever a source you control deals noncombat damage to an opponent," */
void cg_that_player_loses_unless_discard(dsl_ctx *c, int n); /* "that player loses 5 life unless they discard a card" */
void cg_create_that_many(dsl_ctx *c);                 /* "create that many 1/1 green Elf Warrior creature tokens" */
void cg_opponent_may_sacrifice(dsl_ctx *c, dsl_tok does, dsl_tok kind); /* "any opponent may sacrifice a creature ..." */
void cg_gain_that_much(dsl_ctx *c, dsl_tok much);     /* "you gain that much life" */
void cg_trigger_a_sub_enters(dsl_ctx *c, dsl_tok w);  /* "Whenever a Dragon/Gate you control enters," */
void cg_gain_per_attacking(dsl_ctx *c, int n, dsl_tok w); /* "you gain 1 life for each attacking [Elf you control]" */
void cg_create_copy_self(dsl_ctx *c);                   /* "create a token that's a copy of this creature" */
void cg_pred_per_basic(dsl_ctx *c, dsl_tok mod, dsl_tok basic, dsl_tok w); /* "gets +1/+0 for each basic Island you control" */
int cg_target_colors(dsl_ctx *c, dsl_tok at, dsl_tok a, dsl_tok b, const char *noun); /* "target red or green spell" */
void cg_trigger_opp_colors(dsl_ctx *c, dsl_tok a, dsl_tok b); /* "Whenever an opponent casts a blue or black spell," */
void cg_flashback(dsl_ctx *c);                        /* "Flashback {2}{U}" (702.34a) */
void cg_trig_modal(dsl_ctx *c, dsl_tok n);            /* "When this creature enters, choose one —" (700.2) */
/* fdncards 6: more FDN phrases (fdnmoregen.c) */
void cg_create_x_control(dsl_ctx *c, int x, dsl_tok w); /* "Create X ... tokens, where X is the number of Goblins ..." */
int cg_counter_on_about(dsl_ctx *c, dsl_tok kind);    /* "put a +1/+1 counter on that creature" (ABOUT) */
void cg_have_it_fight(dsl_ctx *c, dsl_tok w, int b);  /* "you may have it fight target creature ..." */
void cg_its_controller_creates_n(dsl_ctx *c, int n, dsl_tok w); /* "Its controller creates two Treasure tokens." */
void cg_for_each_land_create(dsl_ctx *c, dsl_tok w);  /* "For each land you control, create a Treasure token." */
void cg_create_tapped_per_gy(dsl_ctx *c);             /* "Create a tapped ... token for each creature card in your ..." */
int cg_target_pw_colors(dsl_ctx *c, dsl_tok at, dsl_tok a, dsl_tok b); /* "... planeswalker that's black or red" */
void cg_exile_target_graveyard(dsl_ctx *c, dsl_tok at); /* "exile target player's graveyard" */
void cg_if_exact_life(dsl_ctx *c, int t, dsl_tok exactly, dsl_tok n, int m); /* "If target player has exactly 10 life, ..." */
void cg_damage_each_creature(dsl_ctx *c, int n, dsl_tok kw); /* "deals 2 damage to each creature [without flying]" */
void cg_damage_each_player(dsl_ctx *c, int n);        /* "deals 3 damage to each player" */
void cg_gain_per_destroyed(dsl_ctx *c, int n, dsl_tok destroyed); /* "You gain 1 life for each creature destroyed this way." */
void cg_then_that_bites(dsl_ctx *c, int b);           /* "Then that creature deals damage equal to its power to ..." */
void cg_trigger_nontoken_enters(dsl_ctx *c, dsl_tok n, dsl_tok w, int or_this); /* "... another nontoken Dragon ... enters," */

/* packw.c */
int dsl_write_pack(dsl_ctx *c, const char *path);
int dsl_pack_image(dsl_ctx *c, uint8_t **out, size_t *size);  /* malloc'd image */

/* render.c: a compiled card back to rules text; names of the pack's tables for printers */
extern const char *const dsl_trigger_phrases[]; /* TRIG_* -> "enters", "dies", ... (triggers.def) */
extern const char *const dsl_ability_kinds[];   /* ABIL_* -> "spell", "activated", ... (PACK_ABILITY_KINDS) */
void dsl_render_card(FILE *out, const struct mtg_pack *p, int card);
int dsl_render_ecl_costs(FILE *dest, const pack_ability *a, const char *noun, const char *subject, int sep); /* render_ecl.c: "Blight 1", ... */
uint32_t dsl_render_counter_list(char *out, size_t n, const uint8_t *code, uint32_t left, int target, int n0, int k0,
                                 const char *on); /* render_tdm.c: "Put a +1/+1 counter and a trample counter on ..." */
const char *dsl_render_sac_cost(const pack_ability *a); /* "another creature", "a token", "an artifact", ... */
/* a granted triggered ability's text into out, one line without its end: 'has "..."', 'with "..."' */
int dsl_firebending(const struct mtg_pack *p, const pack_ability *a); /* "Firebending N": N, else 0 */
int dsl_firebending_x(const struct mtg_pack *p, const pack_ability *a); /* "Firebending X": its count opcode, else 0 */
void dsl_render_ability(char *out, size_t n, const struct mtg_pack *p, const pack_card *c, const pack_ability *a);
int dsl_token_defined(const struct mtg_pack *p, int card); /* a predefined token: its name's length less " Token"; else 0 */
/* render_cont.c: a static or continuous-effect ability as a sentence without its period; who: its subject
   when the effect is locked to one object ("target creature"), NULL to describe its filters */
const char *dsl_article(const char *w);                  /* render_cont.c: "a" or "an" before it */
void dsl_plural(char *out, size_t n, const char *w);      /* ... a card type or subtype in the plural ("Elves", "Merfolk") */
void dsl_render_cont(FILE *out, const struct mtg_pack *p, const pack_card *c, const pack_ability *a, const char *who);
const char *dsl_pronoun(const pack_ability *a, int object); /* "he", "him", "she", "her" (tlamoregen.c) */
const char *dsl_self_noun(const pack_card *c);       /* "this ___": creature, land, Aura, Equipment, permanent */
void dsl_attached_phrase(char *out, size_t n, const struct mtg_pack *p, const pack_card *c); /* "enchanted land" */

/* tla15gen.c: tlacards 15 */
void cg_saga_return(dsl_ctx *c, dsl_tok transformed, dsl_tok under); /* "Exile this Saga, then return it ..." */
void cg_extra_turn(dsl_ctx *c, dsl_tok take, dsl_tok extra, dsl_tok after, dsl_tok one); /* "Take an extra turn after this one." */
void cg_trigger_subtypes3(dsl_ctx *c, dsl_tok a, dsl_tok b, dsl_tok d); /* "Whenever you cast a Lesson, Saga, or Shrine spell," */
void cg_shuffle_enchanted(dsl_ctx *c, dsl_tok creatures, dsl_tok shuffles); /* "Enchanted creature's owner shuffles it ..." */
void cg_gain_excess(dsl_ctx *c, dsl_tok excess); /* "You gain life equal to the excess damage dealt this way." */
void cg_cost_if_gy_sub(dsl_ctx *c, int n, dsl_tok w); /* "... as long as there are N or more <subtype> cards in your graveyard" */

/* tla16gen.c: tlacards 16 */
void cg_when_you_do(dsl_ctx *c); /* "<effect>. When you do," (603.12): after mill, "you may tap it", earthbend */
void cg_may_tap_self(dsl_ctx *c); /* "you may tap it" */
int cg_target_power_less(dsl_ctx *c, dsl_tok at, int n); /* "target creature with power N or less": 3 or 4 */
void cg_pred_lose_keyword(dsl_ctx *c, dsl_tok kw);       /* cont.c: "lose hexproof" (LOSE_KEYWORD) */

/* fdn18gen.c: fdncards 18 */
void cg_cont_effect_one_x(dsl_ctx *c); /* cont.c: one object's effect, X on the stack under it (EFFECT_X) */
void cg_pump_src_power(dsl_ctx *c, dsl_tok w); /* "..., where X is this creature's power" */
void cg_counters_src_power_on(dsl_ctx *c, int x, dsl_tok kind, int target); /* "put X +1/+1 counters on <target>, where X is <name>'s power" */
void cg_gain_counted(dsl_ctx *c, int count_op); /* sacgen.c: "You gain life equal to <count>": count; YOU; GAIN_LIFE */
void cg_gain_cost_sacrificed(dsl_ctx *c, dsl_tok s, dsl_tok w); /* "You gain life equal to the sacrificed creature's toughness." */
void cg_act_if_life_above_start(dsl_ctx *c, dsl_tok least, int n, dsl_tok starting); /* "... 10 life more than your starting life total." */

#endif
