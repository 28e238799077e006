// Checks for the PDF files the evidence exports write, shared by their tests:
// every xref offset points at its object, each stream's /Length is its size,
// and every literal string has its parentheses escaped.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace seal::pdfcheck {

// The content of every "stream ... endstream" in the file.
inline std::vector<std::string> contentStreams(std::string_view file)
{
    std::vector<std::string> out;
    for (size_t at = file.find("stream\n"); at != std::string_view::npos; at = file.find("stream\n", at)) {
        if (at >= 3 && file.substr(at - 3, 3) == "end") { at += 7; continue; }
        const size_t begin = at + 7;
        const size_t end = file.find("endstream", begin);
        if (end == std::string_view::npos) break;
        out.emplace_back(file.substr(begin, end - begin));
        at = end + 9;
    }
    return out;
}

// True when no literal string in a content stream holds an unescaped '(' or
// ')': an unescaped one would end the string early and let the rest of a
// store value be read as PDF operators.
inline bool literalsAreEscaped(std::string_view stream)
{
    bool inString = false;
    for (size_t i = 0; i < stream.size(); ++i) {
        const char c = stream[i];
        if (!inString) {
            if (c == ')') return false;
            if (c == '(') inString = true;
            continue;
        }
        if (c == '\\') ++i;
        else if (c == '(') return false;
        else if (c == ')') inString = false;
    }
    return !inString;
}

// "" when the xref table, the startxref offset and the stream lengths agree
// with the bytes; else what is wrong.
inline std::string structureProblem(const std::string& file)
{
    const size_t sx = file.rfind("startxref\n");
    if (sx == std::string::npos) return "no startxref";
    const size_t xref = std::stoul(file.substr(sx + 10));
    if (file.compare(xref, 5, "xref\n") != 0) return "startxref does not point at xref";
    size_t line = file.find('\n', xref + 5) + 1; // past "0 N"
    const int count = std::stoi(file.substr(file.find(' ', xref + 5) + 1));
    line += 20;                                  // object 0, the free entry
    for (int obj = 1; obj < count; ++obj, line += 20) {
        const size_t off = std::stoul(file.substr(line, 10));
        const std::string head = std::to_string(obj) + " 0 obj\n";
        if (file.compare(off, head.size(), head) != 0) return "xref entry " + std::to_string(obj) + " is wrong";
    }
    for (size_t at = file.find("/Length "); at != std::string::npos; at = file.find("/Length ", at + 1)) {
        const size_t length = std::stoul(file.substr(at + 8));
        const size_t begin = file.find("stream\n", at) + 7;
        if (file.compare(begin + length, 9, "endstream") != 0) return "a /Length is wrong";
    }
    return {};
}

} // namespace seal::pdfcheck
