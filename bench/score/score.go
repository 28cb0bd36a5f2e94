// Package score turns a model's answer and a task's gold value into a score
// in [0, 1]. Each scorer lives in its own file and registers itself (see
// Register); a task's "scorer" field names one, and Lookup finds it. A
// scorer declares in Needs what it reads beyond the answer and the gold, so
// callers ask the registry instead of comparing names.
//
// Gold shapes by scorer:
//
//	exact, contains  "text" or ["alias", "alias", ...] (any alias may match), or a number
//	numeric          42 or "42"
//	oolong           "['X']" / "[3]" / "[datetime.date(2024, 1, 5)]" (OOLONG's repr),
//	                 or {"answer": "...", "answer_type": "ANSWER_TYPE.NUMERIC"}
//	f1_pairs         [[1, 2], ["3", "4"], ...] (unordered pairs)
//	choice           "C"
//	self_assessment  not read: scored from the run's assessment counts
//	judge            any: shown to the judge as text
package score
