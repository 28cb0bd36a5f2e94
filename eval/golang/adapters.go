package golang

import (
	"go/token"
	"strings"
)

// adapterPkg is the name the session imports lib/rlmstd under.
const adapterPkg = "__rlmstd"

// adapted maps the native standard symbols yaegi cannot use as Go does to
// their stand-ins in lib/rlmstd.
var adapted = map[string]map[string]string{
	"strings": {"Lines": "StringsLines", "SplitSeq": "StringsSplitSeq", "SplitAfterSeq": "StringsSplitAfterSeq",
		"FieldsSeq": "StringsFieldsSeq", "FieldsFuncSeq": "StringsFieldsFuncSeq"},
	"bytes": {"Lines": "BytesLines", "SplitSeq": "BytesSplitSeq", "SplitAfterSeq": "BytesSplitAfterSeq",
		"FieldsSeq": "BytesFieldsSeq", "FieldsFuncSeq": "BytesFieldsFuncSeq"},
	"sync":   {"OnceValue": "SyncOnceValue", "OnceValues": "SyncOnceValues"},
	"errors": {"Is": "ErrorsIs", "As": "ErrorsAs", "AsType": "ErrorsAsType", "Unwrap": "ErrorsUnwrap"},
}

// rewriteAdapted points uses of the adapted symbols at their stand-ins.
func rewriteAdapted(src string) string {
	if !strings.Contains(src, "Seq") && !strings.Contains(src, "Lines") && !strings.Contains(src, "OnceValue") &&
		!strings.Contains(src, "errors.") {
		return src
	}
	toks := scanTokens(src)
	var edits []edit
	for i := 0; i+2 < len(toks); i++ {
		pkg, ok := adapted[toks[i].lit]
		if !ok || toks[i].t != token.IDENT || toks[i+1].t != token.PERIOD || (i > 0 && toks[i-1].t == token.PERIOD) {
			continue
		}
		if name, ok := pkg[toks[i+2].lit]; ok {
			edits = append(edits, edit{toks[i].start, toks[i+2].end, adapterPkg + "." + name})
		}
	}
	return applyEdits(src, edits)
}
