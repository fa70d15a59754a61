/* explain_print.h: mtg_explain's JSON as lines of text, one per characteristic (mtgscenario --explain, mtgplay). */
#ifndef MTG_EXPLAIN_PRINT_H
#define MTG_EXPLAIN_PRINT_H
#include "mtgvm.h"

/* prints object o's characteristics, printed -> current, with the effects that changed them in the order they applied
   (layer, what, source), each line indented by `indent` spaces; -1 if the engine gave no explanation */
int explain_print(const mtg_game *g, int o, int indent);

#endif
