/* lexer.re: the card language's re2c lexer; returns Lemon's TK_ codes from grammar.h directly (input read by re2c). */
#include "dsl.h"
#include "grammar.h"
#include <string.h>

/* the card's own name at p, as a whole word (Oracle text names the card: "Shock deals 2 damage ..."): its length,
   or 0. A name with a comma may be said short, up to the comma ("Heliod isn't a creature", 201.4b-c) */
static size_t at_self(const dsl_ctx *c, const char *p)
{
  size_t n = strlen(c->cur.name);
  const char *comma = strchr(c->cur.name, ',');
  for (int pass = 0; pass < 2; pass++, n = comma ? (size_t)(comma - c->cur.name) : 0) {
    if (n == 0 || strncmp(p, c->cur.name, n) != 0)
      continue;
    unsigned char next = (unsigned char)p[n];
    if (!((next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z') || (next >= '0' && next <= '9')))
      return n;
  }
  return 0;
}

/* the header's card name, taken as soon as it is lexed so SELF can be recognised in the text */
static void take_name(dsl_ctx *c, const char *s, size_t n)
{
  if (n >= DSL_NAME)
    n = DSL_NAME - 1;
  memcpy(c->cur.name, s, n);
  c->cur.name[n] = '\0';
}

/* the NEWLINE that ends a line with tokens (also a last line without its newline): its slice is the line */
static int line_end(dsl_ctx *c, const char *at, dsl_tok *tok)
{
  tok->off = c->line_start;
  tok->len = (uint32_t)(at - c->src) - c->line_start;
  return TK_NEWLINE;
}

/* the end of the source: token 0 */
static int at_end(dsl_ctx *c, const char *at, dsl_tok *tok)
{
  tok->off = (uint32_t)(at - c->src);
  tok->len = 0;
  return 0;
}

static int scan(dsl_ctx *c, dsl_tok *tok)
{
  const char *p, *m, *ctx, *start;
  (void)m;
  (void)ctx;
loop:
  p = c->cursor;
  start = p;
  size_t self_len = c->line_in_card >= 2 ? at_self(c, p) : 0;
  if (self_len) {
    c->cursor = p + self_len;
    if (self_len < strlen(c->cur.name)) /* the short name: its line's abilities print it so (codegen.c) */
      c->cur.short_at[c->cur.nshort++ & 1] = (uint32_t)(p - c->src) + 1;
    tok->off = (uint32_t)(start - c->src);
    tok->len = (uint32_t)(c->cursor - start);
    return TK_SELF;
  }
#define TOKEN(t) do { c->cursor = p; tok->off = (uint32_t)(start - c->src); \
                      tok->len = (uint32_t)(p - start); return (t); } while (0)
/*!re2c
  re2c:define:YYCTYPE = "unsigned char";
  re2c:define:YYCURSOR = p;
  re2c:define:YYMARKER = m;
  re2c:define:YYCTXMARKER = ctx;
  re2c:yyfill:enable = 0;
  re2c:flags:tags = 0;

  end     = "\x00";
  ws      = [ \t\r]+;
  letter  = [A-Za-z] | "\xE2\x80\x99" | "'" | "-";
  word    = [A-Za-z] letter*;
  dash    = "\xE2\x80\x94" | "--";

  end                       { c->cursor = p - 1; return c->line_has_tokens ? line_end(c, start, tok) : at_end(c, start, tok); }
  ws                        { c->cursor = p; goto loop; }
  "#" [^\n\x00]*            { c->cursor = p; goto loop; }
  "\n"                      { c->cursor = p; if (!c->line_has_tokens) goto loop; return line_end(c, start, tok); }
  "card" / ws "\""          { if (c->line_has_tokens) TOKEN(TK_CARDW); TOKEN(TK_CARD); }
  ("transform" | "modal" | "omen") ws "face" / ws "\"" { TOKEN(c->line_has_tokens ? TK_ILLEGAL : TK_FACE); } /* a
                              multi-faced card's next face (712, 720) */
  "token" / ws "\""         { if (c->line_has_tokens) TOKEN(TK_TOKENW); TOKEN(TK_TOKENDEF); } /* a predefined token (111.10) */
  "\"" [^"\n\x00]* "\""     { if (c->line_in_card == 0) take_name(c, start + 1, (size_t)(p - start - 2));
                              TOKEN(TK_STRING); } /* the header's name, or quoted abilities in the text */
  "{" [^}\n\x00]* "}"       { TOKEN(TK_MANA); }
  [+-] [0-9]+ "/" [+-] [0-9]+ { TOKEN(TK_PTMOD); }
  "+X/+X"                   { TOKEN(TK_XPTMOD); }
  "X/X"                     { TOKEN(TK_XSLASHX); }
  ("+" | "-" | "\xE2\x88\x92") [0-9]+ / ":" { TOKEN(TK_LCOST); }
  "0" / ":"                 { TOKEN(TK_LCOST); }
  ("I" | "II" | "III" | "IV" | "V" | "VI") / [ \t]* ("," | dash) { TOKEN(TK_CHAPTER); } /* a chapter symbol (714.2a) */
  [0-9]+ "+*"               { TOKEN(TK_NUMSTAR); }
  [0-9]+                    { TOKEN(TK_NUMBER); }
  "*"                       { TOKEN(TK_STAR); }
  "/"                       { TOKEN(TK_SLASH); }
  ","                       { TOKEN(TK_COMMA); }
  ":"                       { TOKEN(TK_COLON); }
  "."                       { TOKEN(TK_PERIOD); }
  dash                      { TOKEN(TK_DASH); }
  'deathtouch'              { TOKEN(TK_KEYWORD); }
  'defender'                { TOKEN(TK_KEYWORD); }
  'double strike'           { TOKEN(TK_KEYWORD); }
  'first strike'            { TOKEN(TK_KEYWORD); }
  'flash'                   { TOKEN(TK_KEYWORD); }
  'flying'                  { TOKEN(TK_KEYWORD); }
  'haste'                   { TOKEN(TK_KEYWORD); }
  'hexproof'                { TOKEN(TK_KEYWORD); }
  'indestructible'          { TOKEN(TK_KEYWORD); }
  'lifelink'                { TOKEN(TK_KEYWORD); }
  'reach'                   { TOKEN(TK_KEYWORD); }
  'trample'                 { TOKEN(TK_KEYWORD); }
  'vigilance'               { TOKEN(TK_KEYWORD); }
  'menace'                  { TOKEN(TK_KEYWORD); }
  'shroud'                  { TOKEN(TK_KEYWORD); }
  'islandwalk'              { TOKEN(TK_KEYWORD); }
  'mountainwalk'            { TOKEN(TK_KEYWORD); }
  'swampwalk'               { TOKEN(TK_KEYWORD); }
  'forestwalk'              { TOKEN(TK_KEYWORD); }
  'plainswalk'              { TOKEN(TK_KEYWORD); }
  'changeling'              { TOKEN(TK_KEYWORD); }
  'protection from white'   { TOKEN(TK_KEYWORD); }
  'protection from blue'    { TOKEN(TK_KEYWORD); }
  'protection from black'   { TOKEN(TK_KEYWORD); }
  'protection from red'     { TOKEN(TK_KEYWORD); }
  'protection from green'   { TOKEN(TK_KEYWORD); }
  'protection from creatures' { TOKEN(TK_KEYWORD); }
  'prowess'                 { TOKEN(TK_KEYWORD); }
  'ward'                    { TOKEN(TK_KEYWORD); }
  'exalted'                 { TOKEN(TK_KEYWORD); }
  'wither'                  { TOKEN(TK_KEYWORD); }
  'persist'                 { TOKEN(TK_KEYWORD); }
  'hexproof from white'     { TOKEN(TK_KEYWORD); }
  'hexproof from black'     { TOKEN(TK_KEYWORD); }
  ("'" | "\xE2\x80\x99") 's' { TOKEN(TK_POSS); }
  'it' ("'" | "\xE2\x80\x99") 's' { TOKEN(TK_ITSC); }
  'that' ("'" | "\xE2\x80\x99") 's' { TOKEN(TK_THATSC); }
  'opponent' ("'" | "\xE2\x80\x99") 's' { TOKEN(TK_OPPONENTSC); }
  'player' ("'" | "\xE2\x80\x99") 's' { TOKEN(TK_PLAYERSC); }
  'all'                     { TOKEN(TK_ALL); }
  'abilities'               { TOKEN(TK_ABILITIES); }
  'have'                    { TOKEN(TK_HAVE); }
  'has'                     { TOKEN(TK_HAS); }
  'base'                    { TOKEN(TK_BASE); }
  'power'                   { TOKEN(TK_POWER); }
  'toughness'               { TOKEN(TK_TOUGHNESS); }
  'are'                     { TOKEN(TK_ARE); }
  'is'                      { TOKEN(TK_IS); }
  'in'                      { TOKEN(TK_IN); }
  'addition'                { TOKEN(TK_ADDITION); }
  'their'                   { TOKEN(TK_THEIR); }
  'types'                   { TOKEN(TK_TYPES); }
  'equal'                   { TOKEN(TK_EQUAL); }
  'number'                  { TOKEN(TK_NUMBERW); }
  'value'                   { TOKEN(TK_VALUE); }
  'as'                      { TOKEN(TK_AS); }
  'long'                    { TOKEN(TK_LONG); }
  'graveyard'               { TOKEN(TK_GRAVEYARD); }
  'graveyards'              { TOKEN(TK_GRAVEYARDS); }
  'becomes'                 { TOKEN(TK_BECOMES); }
  'still'                   { TOKEN(TK_STILL); }
  'double'                  { TOKEN(TK_DOUBLE); } /* 701.10: "Double the number of ...", "Double target creature's power" */
  'that'                    { TOKEN(TK_THAT); }
  'among'                   { TOKEN(TK_AMONG); }
  'plus'                    { TOKEN(TK_PLUS); }
  'no'                      { TOKEN(TK_NO); }
  'an'                      { TOKEN(TK_AN); }
  'untap'                   { TOKEN(TK_UNTAP); }
  'deals'                   { TOKEN(TK_DEALS); }
  'damage'                  { TOKEN(TK_DAMAGE); }
  'to'                      { TOKEN(TK_TO); }
  'any'                     { TOKEN(TK_ANY); }
  'target'                  { TOKEN(TK_TARGET); }
  'draw'                    { TOKEN(TK_DRAW); }
  'draws'                   { TOKEN(TK_DRAWS); }
  'a'                       { TOKEN(TK_A); }
  'card'                    { TOKEN(TK_CARDW); }
  'cards'                   { TOKEN(TK_CARDS); }
  'you'                     { TOKEN(TK_YOU); }
  'gain'                    { TOKEN(TK_GAIN); }
  'gains'                   { TOKEN(TK_GAINS); }
  'lose'                    { TOKEN(TK_LOSE); }
  'loses'                   { TOKEN(TK_LOSES); }
  'life'                    { TOKEN(TK_LIFE); }
  'player'                  { TOKEN(TK_PLAYER); }
  'opponent'                { TOKEN(TK_OPPONENT); }
  'creature'                { TOKEN(TK_CREATURE); }
  'tapped'                  { TOKEN(TK_TAPPED); }
  'attacking'               { TOKEN(TK_ATTACKING); }
  'blocking'                { TOKEN(TK_BLOCKING); }
  'or'                      { TOKEN(TK_OR); }
  'and'                     { TOKEN(TK_AND); }
  'and/or'                  { TOKEN(TK_ANDOR); }
  'this'                    { TOKEN(TK_THIS); }
  'spell'                   { TOKEN(TK_SPELL); }
  'it'                      { TOKEN(TK_IT); }
  'when'                    { TOKEN(TK_WHEN); }
  'whenever'                { TOKEN(TK_WHENEVER); }
  'attacks'                 { TOKEN(TK_ATTACKS); }
  'at'                      { TOKEN(TK_AT); }
  'the'                     { TOKEN(TK_THE); }
  'beginning'               { TOKEN(TK_BEGINNING); }
  'your'                    { TOKEN(TK_YOUR); }
  'upkeep'                  { TOKEN(TK_UPKEEP); }
  'end'                     { TOKEN(TK_END); }
  'step'                    { TOKEN(TK_STEP); }
  'combat'                  { TOKEN(TK_COMBAT); }
  'gets'                    { TOKEN(TK_GETS); }
  'put'                     { TOKEN(TK_PUT); }
  'create'                  { TOKEN(TK_CREATE); }
  'token'                   { TOKEN(TK_TOKENW); }
  'tokens'                  { TOKEN(TK_TOKENS); }
  'with'                    { TOKEN(TK_WITH); }
  'another'                 { TOKEN(TK_ANOTHER); }
  'cast'                    { TOKEN(TK_CAST); }
  'noncreature'             { TOKEN(TK_NONCREATURE); }
  'counter'                 { TOKEN(TK_COUNTER); }
  'counters'                { TOKEN(TK_COUNTERS); }
  'on'                      { TOKEN(TK_ON); }
  'until'                   { TOKEN(TK_UNTIL); }
  'turn'                    { TOKEN(TK_TURN); }
  'enters'                  { TOKEN(TK_ENTERS); }
  'endures'                 { TOKEN(TK_ENDURES); }
  'earthbend'               { TOKEN(TK_EARTHBEND); }
  'firebending'             { TOKEN(TK_FIREBENDING); }
  'waterbend'               { TOKEN(TK_WATERBEND); }
  'crew'                    { TOKEN(TK_CREW); }
  'airbend'                 { TOKEN(TK_AIRBEND); }
  'creates'                 { TOKEN(TK_CREATES); }
  'blocked'                 { TOKEN(TK_BLOCKED); }
  'must'                    { TOKEN(TK_MUST); } /* eclcards 8: "must be blocked if able" */
  'do'                      { TOKEN(TK_DO); }
  ('plains' | 'island' | 'swamp' | 'mountain' | 'forest') 'cycling' { TOKEN(TK_TYPECYCLING); } /* 702.29e */
  'basic landcycling'       { TOKEN(TK_BASICCYCLING); }
  /* eclcards: Vivid's count, one token so that it never meets a sentence's other commas */
  "," ws+ 'except'         { TOKEN(TK_EXCEPTC); } /* ", except" (707.9b): one token, so a target before it ("target
                              artifact, enchantment, or creature") needs no second look */
  ', where x is the number of colors among permanents you control' { TOKEN(TK_VIVIDX); }
  ', where x is the number of creatures that entered the battlefield under your control this turn' { TOKEN(TK_ENTEREDX); }
  'the number of colors among permanents you control' { TOKEN(TK_COLORSCOUNT); }
  'dies'                    { TOKEN(TK_DIES); }
  'each'                    { TOKEN(TK_EACH); }
  'add'                     { TOKEN(TK_ADD); }
  'mana'                    { TOKEN(TK_MANAW); }
  'of'                      { TOKEN(TK_OF); }
  'color'                   { TOKEN(TK_COLOR); }
  'land'                    { TOKEN(TK_LAND); }
  'creatures'               { TOKEN(TK_CREATURES); }
  'sacrifice'               { TOKEN(TK_SACRIFICE); }
  'sacrifices'              { TOKEN(TK_SACRIFICES); }
  'destroy'                 { TOKEN(TK_DESTROY); }
  'exile'                   { TOKEN(TK_EXILE); }
  'return'                  { TOKEN(TK_RETURN); }
  'its'                     { TOKEN(TK_ITS); }
  'owner' ("'" | "\xE2\x80\x99") 's' { TOKEN(TK_OWNERS); }
  'hand'                    { TOKEN(TK_HAND); }
  'planeswalker'            { TOKEN(TK_PLANESWALKER); }
  'artifact'                { TOKEN(TK_ARTIFACT); }
  'enchantment'             { TOKEN(TK_ENCHANTMENT); }
  'control'                 { TOKEN(TK_CONTROL); }
  'get'                     { TOKEN(TK_GET); }
  'other'                   { TOKEN(TK_OTHER); }
  'untapped'                { TOKEN(TK_UNTAPPED); }
  'enchant'                 { TOKEN(TK_ENCHANT); }
  'enchanted'               { TOKEN(TK_ENCHANTED); }
  'equip'                   { TOKEN(TK_EQUIP); }
  'equipped'                { TOKEN(TK_EQUIPPED); }
  'reconfigure'             { TOKEN(TK_RECONFIGURE); }
  'attach'                  { TOKEN(TK_ATTACH); }
  'can' ("'" | "\xE2\x80\x99") 't' { TOKEN(TK_CANT); }
  'can' ("'" | "\xE2\x80\x99") 't be countered' { TOKEN(TK_CANT_BE_COUNTERED); }
  'players can' ("'" | "\xE2\x80\x99") 't gain life' { TOKEN(TK_PLAYERS_CANT_GAIN); } /* fdncards: Giant Cindermaw */
  'can attack this turn as though it didn' ("'" | "\xE2\x80\x99") 't have' { TOKEN(TK_CAN_ATTACK_AS_THOUGH); } /* tdmcards: Krotiq Nestguard */
  'creatures with power less than this creature' ("'" | "\xE2\x80\x99") 's power can' ("'" | "\xE2\x80\x99") 't block it'
                            { TOKEN(TK_LESS_POWER_CANT_BLOCK); } /* tdmcards: Formation Breaker */
  'you control enters with an additional' { TOKEN(TK_YOU_CONTROL_ENTERS_ADDITIONAL); } /* tdmcards 10: Dragonstorm Globe */
  'if a creature died this turn, that creature gets' { TOKEN(TK_DIED_THAT_GETS); } /* fdncards 8: Tragic Banshee (one token:
                            after "if a creature died this turn," an intervening "if" ends) */
  'doesn' ("'" | "\xE2\x80\x99") 't' { TOKEN(TK_DOESNT); }
  'controller' ("'" | "\xE2\x80\x99") 's' { TOKEN(TK_CONTROLLERS); }
  'attack'                  { TOKEN(TK_ATTACK); }
  'block'                   { TOKEN(TK_BLOCK); }
  'permanent'               { TOKEN(TK_PERMANENT); }
  'during'                  { TOKEN(TK_DURING); }
  'second'                  { TOKEN(TK_SECOND); }
  'into'                    { TOKEN(TK_INTO); }
  'from'                    { TOKEN(TK_FROM); }
  'battlefield'             { TOKEN(TK_BATTLEFIELD); }
  'tap'                     { TOKEN(TK_TAPW); }
  'sorcery'                 { TOKEN(TK_SORCERY); }
  'controls'                { TOKEN(TK_CONTROLS); }
  'controlled'              { TOKEN(TK_CONTROLLED); } /* tlacards: "If you controlled that permanent," */
  'may'                     { TOKEN(TK_MAY); }
  'they'                    { TOKEN(TK_THEY); }
  'switch'                  { TOKEN(TK_SWITCH); }
  'anywhere'                { TOKEN(TK_ANYWHERE); }
  'look'                    { TOKEN(TK_LOOK); }
  'rest'                    { TOKEN(TK_REST); }
  'bottom'                  { TOKEN(TK_BOTTOM); }
  'random'                  { TOKEN(TK_RANDOM); }
  'discard'                 { TOKEN(TK_DISCARD); }
  'discards'                { TOKEN(TK_DISCARDS); }
  'order'                   { TOKEN(TK_ORDER); }
  'them'                    { TOKEN(TK_THEM); }
  'prevent'                 { TOKEN(TK_PREVENT); }
  'dealt'                   { TOKEN(TK_DEALT); }
  'him'                     { TOKEN(TK_HIM); }
  'he'                      { TOKEN(TK_HE); }         /* tlacards: a pronoun for the card ("he deals damage") */
  'her'                     { TOKEN(TK_HER); }        /* tlacards: "put a +1/+1 counter on her" */
  'can'                     { TOKEN(TK_CAN); }        /* tlacards: "can attack as though it didn't have defender" */
  'and can' ("'" | "\xE2\x80\x99") 't be blocked this turn' { TOKEN(TK_AND_UNBLOCKABLE); } /* tlacards: Otter-Penguin (one token:
                                                          "and" after "until end of turn" joins another effect) */
  'and firebending'         { TOKEN(TK_AND_FIREBENDING); } /* lead: "with flying and firebending 4" (one token: "and" after
                                                          a token's keyword may join another effect) */
  'for as long as you control' { TOKEN(TK_WHILE_YOU_CONTROL); } /* tlacards 14: Ty Lee, Chi Blocker (one token: after "gets
                                                          +1/+1" a "for" may begin "for each") */
  'emblem'                  { if (c->line_in_card == 1) TOKEN(TK_WORD); TOKEN(TK_EMBLEMW); } /* an emblem's type line */
  'don' ("'" | "\xE2\x80\x99") 't' { TOKEN(TK_DONT); }
  'aren' ("'" | "\xE2\x80\x99") 't' { TOKEN(TK_ARENT); }
  'fights'                  { TOKEN(TK_FIGHTS); }
  'then'                    { TOKEN(TK_THEN); }
  'lost'                    { TOKEN(TK_LOST); }
  'while'                   { TOKEN(TK_WHILE); } /* fdncards: "Whenever Ruby attacks while you control ..." */
  'flashback'               { TOKEN(TK_FLASHBACK); } /* fdncards: 702.34a */
  'way'                     { TOKEN(TK_WAY); }
  'would'                   { TOKEN(TK_WOULD); }
  'die'                     { TOKEN(TK_DIE); }
  'instead'                 { TOKEN(TK_INSTEAD); }
  'kicker'                  { TOKEN(TK_KICKER); }
  'evoke'                   { TOKEN(TK_EVOKE); } /* eclcards 5: 702.74a */
  'convoke'                 { TOKEN(TK_CONVOKE); }
  'blight'                  { TOKEN(TK_BLIGHT); }
  'blights'                 { TOKEN(TK_BLIGHTS); }
  'owner'                   { TOKEN(TK_OWNER); }
  'copy'                    { TOKEN(TK_COPY); }
  'those'                   { TOKEN(TK_THOSE); }
  'enter'                   { TOKEN(TK_ENTER); }
  'puts'                    { TOKEN(TK_PUTS); }
  'choice'                  { TOKEN(TK_CHOICE); }
  'kicked'                  { TOKEN(TK_KICKED); }
  'was'                     { TOKEN(TK_WAS); }
  'be'                      { TOKEN(TK_BEW); }
  'regenerated'             { TOKEN(TK_REGENERATED); }
  'maximum'                 { TOKEN(TK_MAXIMUM); }
  'size'                    { TOKEN(TK_SIZE); }
  'loyalty'                 { TOKEN(TK_LOYALTY); }
  'defense'                 { TOKEN(TK_DEFENSE); }
  'up'                      { TOKEN(TK_UP); }
  'x'                       { TOKEN(TK_XW); }
  'where'                   { TOKEN(TK_WHERE); }
  'total'                   { TOKEN(TK_TOTAL); }
  'if'                      { TOKEN(TK_IF); }
  'attacked'                { TOKEN(TK_ATTACKED); }
  'died'                    { TOKEN(TK_DIED); }
  'choose'                  { TOKEN(TK_CHOOSE); }
  'chosen'                  { TOKEN(TK_CHOSEN); }
  'type'                    { TOKEN(TK_TYPE); }
  'same'                    { TOKEN(TK_SAME); }
  'true'                    { TOKEN(TK_TRUE); }
  'own'                     { TOKEN(TK_OWN); }
  'except'                  { TOKEN(TK_EXCEPT); }
  'they' ("'" | "\xE2\x80\x99") 're' { TOKEN(TK_THEYRE); }
  "\xE2\x80\xA2"            { TOKEN(TK_BULLET); }
  "\xE2\x80\xA2 " ('abzan' | 'jeskai' | 'sultai' | 'mardu' | 'temur') " \xE2\x80\x94" { TOKEN(TK_CLAN); } /* tdmcards 17: "• Abzan —" */
  'play'                    { TOKEN(TK_PLAY); }
  'additional'              { TOKEN(TK_ADDITIONAL); }
  'turns'                   { TOKEN(TK_TURNS); }
  'unless'                  { TOKEN(TK_UNLESS); }
  'opponents'               { TOKEN(TK_OPPONENTS); }
  'activate'                { TOKEN(TK_ACTIVATE); }
  'only'                    { TOKEN(TK_ONLY); }
  'scry'                    { TOKEN(TK_SCRY); }
  'surveil'                 { TOKEN(TK_SURVEIL); }
  'proliferate'             { TOKEN(TK_PROLIFERATE); }
  'mill'                    { TOKEN(TK_MILL); }
  'mills'                   { TOKEN(TK_MILLS); }
  'pay'                     { TOKEN(TK_PAY); }
  'first'                   { TOKEN(TK_FIRST); }
  'main'                    { TOKEN(TK_MAINW); }
  'phase'                   { TOKEN(TK_PHASE); }
  'transform'               { TOKEN(TK_TRANSFORM); }
  'transforms'              { TOKEN(TK_TRANSFORMS); }
  'search'                  { TOKEN(TK_SEARCH); }
  'library'                 { TOKEN(TK_LIBRARY); }
  'for'                     { TOKEN(TK_FOR); }
  'instant'                 { TOKEN(TK_INSTANT); }
  'nonlegendary'            { TOKEN(TK_NONLEGENDARY); }
  'pays'                    { TOKEN(TK_PAYS); }
  'echo'                    { TOKEN(TK_ECHO); }
  'skip'                    { TOKEN(TK_SKIP); }
  'controller'              { TOKEN(TK_CONTROLLER); }
  'you' ("'" | "\xE2\x80\x99") 've' { TOKEN(TK_YOUVE); }
  'before'                  { TOKEN(TK_BEFORE); }
  'new'                     { TOKEN(TK_NEW); }
  'targets'                 { TOKEN(TK_TARGETS); }
  'copies'                  { TOKEN(TK_COPIES); }
  'reveal'                  { TOKEN(TK_REVEAL); }
  'shuffle'                 { TOKEN(TK_SHUFFLE); }
  'top'                     { TOKEN(TK_TOP); }
  'onto'                    { TOKEN(TK_ONTO); }
  'greater'                 { TOKEN(TK_GREATER); }
  'less'                    { TOKEN(TK_LESS); }
  'devotion'                { TOKEN(TK_DEVOTION); }
  'twice'                   { TOKEN(TK_TWICE); }
  'not'                     { TOKEN(TK_NOT); }
  'rather'                  { TOKEN(TK_RATHER); }
  'spell' ("'" | "\xE2\x80\x99") 's' { TOKEN(TK_SPELLPOSS); }
  'countered'               { TOKEN(TK_COUNTERED); }
  'putting'                 { TOKEN(TK_PUTTING); }
  'game'                    { TOKEN(TK_GAME); }
  'having'                  { TOKEN(TK_HAVING); }
  'source'                  { TOKEN(TK_SOURCE); }
  'sources'                 { TOKEN(TK_SOURCES); }
  'outlast'                 { TOKEN(TK_OUTLAST); }
  'mobilize'                { TOKEN(TK_MOBILIZE); }
  'storm'                   { TOKEN(TK_STORM); } /* tdmcards 17: the keyword (702.40) */
  'harmonize'               { TOKEN(TK_HARMONIZE); }
  'manifest'                { TOKEN(TK_MANIFEST); }
  'ability'                 { TOKEN(TK_ABILITY); }
  'vanguard species'        { TOKEN(TK_WORD); } /* an ability word of two words (src/awords.def) */
  'than'                    { TOKEN(TK_THAN); }
  'also'                    { TOKEN(TK_ALSO); }
  'isn' ("'" | "\xE2\x80\x99") 't' { TOKEN(TK_ISNT); }
  'defending'               { TOKEN(TK_DEFENDING); }
  'reveals'                 { TOKEN(TK_REVEALS); }
  'without'                 { TOKEN(TK_WITHOUT); }
  'there'                   { TOKEN(TK_THERE); }
  'casts'                   { TOKEN(TK_CASTS); }
  'many'                    { TOKEN(TK_MANY); }
  'more'                    { TOKEN(TK_MORE); }
  'spells'                  { TOKEN(TK_SPELLS); }
  'cost'                    { TOKEN(TK_COSTW); }
  'though'                  { TOKEN(TK_THOUGH); }
  'had'                     { TOKEN(TK_HAD); }
  'next'                    { TOKEN(TK_NEXT); }
  'remove'                  { TOKEN(TK_REMOVE); }
  'color indicator:'        { c->indicator_line = 1; TOKEN(TK_INDICATOR); } /* 204: its line is not the type line */
  'white' | 'blue' | 'black' | 'red' | 'green' { TOKEN(TK_COLORWORD); }
  'one' | 'two' | 'three' | 'four' | 'five' | 'six' | 'seven' | 'eight' | 'nine' | 'ten' { TOKEN(TK_NUMWORD); }
  word                      { TOKEN(TK_WORD); }
  [\xC0-\xF7] [\x80-\xBF]*  { TOKEN(TK_ILLEGAL); }  /* a whole UTF-8 character, so the message can quote it */
  *                         { TOKEN(TK_ILLEGAL); }
*/
#undef TOKEN
}

/* the next token; counts the lines of the current card so the type line and text can be told apart */
int lex_next(dsl_ctx *c, dsl_tok *tok)
{
  int t = scan(c, tok);
  if (t == TK_CARD || t == TK_TOKENDEF || t == TK_FACE)
    c->line_in_card = 0;
  if (t == TK_NEWLINE) {
    c->line_in_card += !c->indicator_line; /* the color indicator's line comes between the header and the type line */
    c->indicator_line = 0;
    c->line_has_tokens = 0;
  } else if (t != 0) {
    if (!c->line_has_tokens)
      c->line_start = tok->off;
    c->line_has_tokens = 1;
  }
  return t;
}
