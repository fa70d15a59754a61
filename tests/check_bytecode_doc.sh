#!/bin/sh
# tests/check_bytecode_doc.sh: docs/bytecode.md must contain the opcode table carddis prints from opcodes.def.
# usage: check_bytecode_doc.sh CARDDIS DOC
table=$("$1" --opcodes-md) || exit 1
doc=$(cat "$2") || exit 1
case "$doc" in
  *"$table"*) echo "docs/bytecode.md matches opcodes.def"; exit 0 ;;
  *) echo "docs/bytecode.md is out of date: regenerate its table with carddis --opcodes-md"; echo "$table"; exit 1 ;;
esac
