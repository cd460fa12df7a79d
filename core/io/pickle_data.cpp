#include "pickle_data.h"

#include "error.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QtEndian>

#include <cstring>
#include <vector>

namespace unembed {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("PickleData", text);
}

// Opcodes that construct or call something: never run, named when refused.
QString codeOpcodeName(unsigned char op) {
    switch (op) {
    case 'c':
        return QStringLiteral("GLOBAL");
    case 0x93:
        return QStringLiteral("STACK_GLOBAL");
    case 'R':
        return QStringLiteral("REDUCE");
    case 'b':
        return QStringLiteral("BUILD");
    case 0x81:
        return QStringLiteral("NEWOBJ");
    case 0x92:
        return QStringLiteral("NEWOBJ_EX");
    case 'i':
        return QStringLiteral("INST");
    case 'o':
        return QStringLiteral("OBJ");
    case 'P':
        return QStringLiteral("PERSID");
    case 'Q':
        return QStringLiteral("BINPERSID");
    case 0x82:
    case 0x83:
    case 0x84:
        return QStringLiteral("EXT");
    default:
        return {};
    }
}

class Decoder {
public:
    Decoder(const QByteArray& bytes, const QString& path) : bytes_(bytes), path_(path) {}

    QVariant run() {
        while (true) {
            const qint64 at = pos_;
            const auto op = static_cast<unsigned char>(take(1)[0]);
            if (op == '.') break;
            step(op, at);
        }
        if (stack_.size() != 1 || !marks_.empty())
            fail(pos_ - 1, tr("one value at STOP"), tr("%1 values").arg(stack_.size()),
                 tr("the pickle is malformed"));
        return stack_.back();
    }

private:
    // Containers nest at most this deep: Chroma's id maps are 2 deep, and destroying a deeper
    // tree recurses once per level.
    static constexpr int kMaxDepth = 16;

    static bool isContainer(const QVariant& v) {
        return v.typeId() == QMetaType::QVariantMap || v.typeId() == QMetaType::QVariantList;
    }
    void push(QVariant v, int depth = -1) {
        depths_.push_back(depth >= 0 ? depth : isContainer(v) ? 1 : 0);
        stack_.push_back(std::move(v));
    }
    // The container on top holds a value `inner` deep: its own depth follows.
    void deepen(int inner, qint64 at) {
        depths_.back() = std::max(depths_.back(), inner + 1);
        if (depths_.back() > kMaxDepth)
            fail(at, tr("containers nested at most %1 deep").arg(kMaxDepth),
                 tr("%1 deep").arg(depths_.back()), tr("the pickle nests too deep"));
    }
    [[noreturn]] void fail(qint64 offset, const QString& expected, const QString& found,
                           const QString& problem) const {
        throw InputError({path_, {}, tr("byte %1").arg(offset), expected, found}, problem);
    }

    QByteArray take(qint64 n) {
        if (n < 0 || n > bytes_.size() - pos_)
            fail(pos_, tr("%1 more bytes").arg(n), tr("%1").arg(bytes_.size() - pos_),
                 tr("the pickle ends early"));
        const QByteArray part = bytes_.mid(pos_, n);
        pos_ += n;
        return part;
    }
    quint64 unsignedLe(int n) {
        const QByteArray b = take(n);
        quint64 v = 0;
        for (int i = n - 1; i >= 0; --i)
            v = (v << 8) | static_cast<unsigned char>(b[i]);
        return v;
    }
    qint64 length(int n, qint64 at) {
        const quint64 v = unsignedLe(n);
        if (v > quint64(bytes_.size()))
            fail(at, tr("a length within the file"), QString::number(v),
                 tr("the pickle is malformed"));
        return qint64(v);
    }

    using Item = std::pair<QVariant, int>; // a value and how deep its containers nest

    Item pop(qint64 at) {
        if (stack_.empty() || (!marks_.empty() && stack_.size() <= marks_.back()))
            fail(at, tr("a value"), tr("an empty stack"), tr("the pickle is malformed"));
        Item item{std::move(stack_.back()), depths_.back()};
        stack_.pop_back();
        depths_.pop_back();
        return item;
    }
    // The values above the last mark, which is removed.
    std::vector<Item> popMark(qint64 at) {
        if (marks_.empty()) fail(at, tr("a MARK"), tr("none"), tr("the pickle is malformed"));
        const size_t from = marks_.back();
        marks_.pop_back();
        std::vector<Item> items;
        for (size_t i = from; i < stack_.size(); ++i)
            items.emplace_back(std::move(stack_[i]), depths_[i]);
        stack_.resize(from);
        depths_.resize(from);
        return items;
    }
    QVariant& top(qint64 at, QMetaType::Type type) {
        if (stack_.empty() || stack_.back().typeId() != type)
            fail(at, type == QMetaType::QVariantMap ? tr("a dict") : tr("a list"),
                 stack_.empty() ? tr("an empty stack")
                                : QString::fromLatin1(stack_.back().typeName()),
                 tr("the pickle is malformed"));
        return stack_.back();
    }
    void setItems(std::vector<Item> items, qint64 at) {
        if (items.size() % 2)
            fail(at, tr("key and value pairs"), tr("%1 items").arg(items.size()),
                 tr("the pickle is malformed"));
        auto* map = static_cast<QVariantMap*>(top(at, QMetaType::QVariantMap).data());
        for (size_t i = 0; i < items.size(); i += 2) {
            deepen(items[i + 1].second, at);
            map->insert(items[i].first.toString(), std::move(items[i + 1].first));
        }
    }
    void append(std::vector<Item> items, qint64 at) {
        auto* list = static_cast<QVariantList*>(top(at, QMetaType::QVariantList).data());
        for (Item& item : items) {
            deepen(item.second, at);
            list->append(std::move(item.first));
        }
    }
    // A container is remembered only as one, never copied: a copy would share its data and make
    // every later append copy it whole, and reading it back is refused anyway.
    void memoPut(quint64 index, qint64 at) {
        if (stack_.empty())
            fail(at, tr("a value"), tr("an empty stack"), tr("the pickle is malformed"));
        if (isContainer(stack_.back())) {
            memo_.remove(index);
            containerMemo_.insert(index);
        } else {
            containerMemo_.remove(index);
            memo_.insert(index, stack_.back());
        }
    }
    void memoGet(quint64 index, qint64 at) {
        // A stored container may have been filled since; a copy would be wrong, so shared
        // containers are not read (the pickles Unembed reads never share them).
        if (containerMemo_.contains(index))
            fail(at, tr("plain data"), tr("a second reference to a container"),
                 tr("the pickle shares a dict or list, which is not read"));
        const auto it = memo_.constFind(index);
        if (it == memo_.constEnd())
            fail(at, tr("a stored value"), tr("memo %1").arg(index), tr("the pickle is malformed"));
        push(*it);
    }
    QVariant signedLe(const QByteArray& b, qint64 at) {
        if (b.size() > 8)
            fail(at, tr("an integer of at most 64 bits"), tr("%1 bytes").arg(b.size()),
                 tr("the pickle holds an integer too large to read"));
        quint64 v = 0;
        for (int i = int(b.size()) - 1; i >= 0; --i)
            v = (v << 8) | static_cast<unsigned char>(b[i]);
        if (!b.isEmpty() && b.size() < 8 && (static_cast<unsigned char>(b.back()) & 0x80))
            v |= ~quint64(0) << (8 * b.size()); // sign-extend
        return QVariant(qlonglong(v));
    }

    void step(unsigned char op, qint64 at) {
        switch (op) {
        case 0x80:
            take(1);
            return; // PROTO
        case 0x95:
            take(8);
            return; // FRAME
        case '(':
            marks_.push_back(stack_.size());
            return;
        case '}':
            push(QVariantMap());
            return;
        case ']':
        case ')':
            push(QVariantList());
            return;
        case 0x8f:
            push(QVariantList());
            return; // EMPTY_SET
        case 's': {
            Item value = pop(at);
            Item key = pop(at);
            std::vector<Item> pair;
            pair.push_back(std::move(key));
            pair.push_back(std::move(value));
            setItems(std::move(pair), at);
            return;
        }
        case 'u':
            setItems(popMark(at), at);
            return;
        case 'a': {
            std::vector<Item> one;
            one.push_back(pop(at));
            append(std::move(one), at);
            return;
        }
        case 'e':
        case 0x90:
            append(popMark(at), at);
            return; // APPENDS, ADDITEMS
        case 't':
        case 0x91: { // TUPLE, FROZENSET
            QVariantList list;
            int depth = 0;
            for (Item& item : popMark(at)) {
                depth = std::max(depth, item.second);
                list.append(std::move(item.first));
            }
            push(list, depth + 1);
            if (depth + 1 > kMaxDepth) deepen(depth, at);
            return;
        }
        case 0x85:
        case 0x86:
        case 0x87: { // TUPLE1..3
            const int n = op - 0x84;
            QVariantList list;
            int depth = 0;
            for (int i = 0; i < n; ++i) {
                Item item = pop(at);
                depth = std::max(depth, item.second);
                list.prepend(std::move(item.first));
            }
            push(list, depth + 1);
            if (depth + 1 > kMaxDepth) deepen(depth, at);
            return;
        }
        case 'X':
            push(QString::fromUtf8(take(length(4, at))));
            return;
        case 0x8c:
            push(QString::fromUtf8(take(length(1, at))));
            return;
        case 0x8d:
            push(QString::fromUtf8(take(length(8, at))));
            return;
        case 'C':
            push(take(length(1, at)));
            return;
        case 'B':
            push(take(length(4, at)));
            return;
        case 0x8e:
            push(take(length(8, at)));
            return;
        case 'J':
            push(qlonglong(qint32(quint32(unsignedLe(4)))));
            return;
        case 'K':
            push(qlonglong(unsignedLe(1)));
            return;
        case 'M':
            push(qlonglong(unsignedLe(2)));
            return;
        case 0x8a:
            push(signedLe(take(length(1, at)), at));
            return;
        case 0x8b:
            push(signedLe(take(length(4, at)), at));
            return;
        case 'N':
            push(QVariant());
            return;
        case 0x88:
            push(true);
            return;
        case 0x89:
            push(false);
            return;
        case 'G': {
            const QByteArray b = take(8);
            push(qFromBigEndian<double>(b.constData()));
            return;
        }
        case 'q':
            memoPut(unsignedLe(1), at);
            return;
        case 'r':
            memoPut(unsignedLe(4), at);
            return;
        case 0x94:
            memoPut(quint64(memo_.size() + containerMemo_.size()), at);
            return;
        case 'h':
            memoGet(unsignedLe(1), at);
            return;
        case 'j':
            memoGet(unsignedLe(4), at);
            return;
        case '0':
            pop(at);
            return; // POP
        case '1':
            popMark(at);
            return; // POP_MARK
        case '2': { // DUP
            // pickle.dumps never writes DUP; a copied container would share its data.
            if (stack_.empty() || isContainer(stack_.back()))
                fail(at, tr("a number or a string"),
                     stack_.empty() ? tr("an empty stack") : tr("a dict or list"),
                     tr("the pickle is malformed"));
            push(stack_.back());
            return;
        }
        default:
            break;
        }
        const QString code = codeOpcodeName(op);
        if (!code.isEmpty())
            fail(at, tr("plain data (dicts, lists, strings, numbers)"), code,
                 tr("the pickle constructs objects, which Unembed never runs"));
        fail(at, tr("a pickle opcode of protocol 2 or later"),
             QStringLiteral("0x%1").arg(op, 2, 16, QLatin1Char('0')),
             tr("the pickle holds an opcode this reader does not know"));
    }

    const QByteArray& bytes_;
    const QString& path_;
    qint64 pos_ = 0;
    std::vector<QVariant> stack_;
    std::vector<int> depths_; // beside stack_: how deep each value's containers nest
    std::vector<size_t> marks_;
    QHash<quint64, QVariant> memo_;
    QSet<quint64> containerMemo_;
};

} // namespace

QVariant readDataPickle(const QByteArray& bytes, const QString& path) {
    return Decoder(bytes, path).run();
}

} // namespace unembed
